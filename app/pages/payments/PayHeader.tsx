import { useContext, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BRIDGE_FAILURE_KEYS } from '@engine/bridge/answers';
import { useToast } from '@engine/react/hooks/useToast';
import { usePageReady, useShell } from '@engine/react/pageShell/ShellContext';
import { apiErrorText } from '@engine/http/ApiError';
import { ErrorState, LoadingState } from '@platform/shell/StateViews';
import { useDocumentTitle } from '@platform/shell/useDocumentTitle';
import { ShellHostContext } from '@platform/shell/ShellFrame';
import { IN_PAGE_FROM } from '@engine';
import { leftTap } from '@platform/shell/topBarTaps';
import { useShellT } from '@platform/shell/useShellT';
import { useCanGoBack } from './payFlow';

/**
 * Leaving a top-up page, as the top bar's left tap does: back when there is history, otherwise the app closes the
 * page (a plain browser, which cannot, says so).
 */
export function useLeavePage(): () => void {
  const host = useContext(ShellHostContext);
  const navigate = useNavigate();
  const toast = useToast();
  const canGoBack = useCanGoBack();
  return () =>
    void leftTap({
      from: IN_PAGE_FROM,
      canGoBack: canGoBack(),
      inApp: host !== undefined && host.platform !== 'browser',
      goBack: () => void navigate(-1),
      closePage: () => host?.closePage(),
      sayCloseInApp: () => toast(BRIDGE_FAILURE_KEYS.closeInApp),
    });
}

/** The title bar of a top-up page (the navbar's look): a back button, unless the immersive top bar has one, and the title. */
export function PayHeader({ title }: { title: string }) {
  const t = useShellT();
  const leave = useLeavePage();
  const immersive = useShell()?.query.immersive === true;
  return (
    <header className="pay-header">
      {immersive ? null : (
        <button type="button" className="pay-header__back" aria-label={t('shell.topBar.back')} onClick={leave}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
      <h1 className="pay-header__title">{title}</h1>
    </header>
  );
}

/** A top-up page's frame around a state (loading, missing input, a failure): its title bar, so there is always a way back. */
export function PayFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pay-page">
      <PayHeader title={title} />
      {children}
    </section>
  );
}

/** The read a top-up page waits for before it shows its content. */
export interface PayRead {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/**
 * A top-up page's title (the document's too) and its frame while there is nothing else to show: the `missing`
 * message when its input is missing (given only then), the loading state while `read` loads, its failure with
 * Retry; null once the answer is in. The page is ready for the shell once one of those is known.
 */
export function usePayGate(title: string, missing: string | undefined, read: PayRead): ReactElement | null {
  const t = useShellT();
  usePageReady(missing !== undefined || !read.isPending);
  useDocumentTitle(title);
  if (missing !== undefined) return <PayFrame title={title}><ErrorState message={missing} /></PayFrame>;
  if (read.isPending) return <PayFrame title={title}><LoadingState /></PayFrame>;
  if (read.isError) return <PayFrame title={title}><ErrorState message={t(apiErrorText(read.error, 'common:shell.error.generic'))} onRetry={() => void read.refetch()} /></PayFrame>;
  return null;
}

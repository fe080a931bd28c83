/** A small localized empty or error message, with a retry button for errors. Empty shows the empty-state look (EmptyView). */
import { apiErrorText, useT } from '@engine';
import { EmptyView } from './EmptyView';
import { useWidgetT } from './useWidgetT';
import './blocks.css';

export interface StateMessageProps {
  kind: 'empty' | 'error';
  /** Shown for errors: the request is made again. */
  onRetry?: () => void;
  /** A campaign-provided message, already translated. */
  message?: string;
  /** The failure behind an error: the user reads what it was (network, empty answer, the server's message). */
  error?: unknown;
}

export function StateMessage({ kind, onRetry, message, error }: StateMessageProps) {
  const wt = useWidgetT('blocks');
  const t = useT();
  const text = message ?? (kind === 'error' && error !== undefined ? t(apiErrorText(error)) : wt(kind));
  if (kind === 'empty') return <EmptyView text={text} compact />;
  return (
    <div className={`cw-state cw-state--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <p className="cw-state__text">{text}</p>
      {kind === 'error' && onRetry ? (
        <button type="button" className="cw-btn cw-btn--ghost" onClick={onRetry}>
          {t('common:shell.retry')}
        </button>
      ) : null}
    </div>
  );
}

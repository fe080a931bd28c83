import { useLocation } from 'react-router-dom';
import { usePageReady } from '@engine/react/pageShell/ShellContext';
import { useDocumentTitle } from '../useDocumentTitle';
import { useShellT } from '../useShellT';

/** Page shown for any unknown path. */
export default function NotFoundPage() {
  const t = useShellT();
  const { pathname } = useLocation();
  usePageReady();
  useDocumentTitle(t('shell.notFound.title'));
  return (
    <section className="shell-platform-page" data-testid="not-found">
      <h1>{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.body', { path: pathname })}</p>
    </section>
  );
}

import { usePageReady } from '@engine/react/pageShell/ShellContext';
import { useDocumentTitle } from '../useDocumentTitle';
import { useShellT } from '../useShellT';

/** A route of the app whose page is not built yet: says so and names the route. */
export default function ComingSoonPage({ route }: { route: string }) {
  const t = useShellT();
  usePageReady();
  useDocumentTitle(t('shell.comingSoon.title'));
  return (
    <section className="shell-platform-page" data-testid="coming-soon" data-route={route}>
      <h1>{t('shell.comingSoon.title')}</h1>
      <p>{t('shell.comingSoon.body', { route })}</p>
    </section>
  );
}

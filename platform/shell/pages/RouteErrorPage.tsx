import { useShellT } from '../useShellT';

/** Friendly error for anything a route throws: never a white screen. */
export default function RouteErrorPage() {
  const t = useShellT();
  return (
    <section className="shell-platform-page" role="alert" data-testid="route-error">
      <h1>{t('shell.error.title')}</h1>
      <p>{t('shell.error.generic')}</p>
      <button type="button" className="shell-button" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </section>
  );
}

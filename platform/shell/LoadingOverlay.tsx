import { useShellT } from './useShellT';

/** Full-screen loading overlay with the preload progress. */
export function LoadingOverlay({ progress }: { progress: number }) {
  const t = useShellT();
  return (
    <div className="shell-overlay" role="progressbar" aria-label={t('shell.loading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
      <div className="shell-overlay__track">
        <div className="shell-overlay__bar" style={{ width: `${progress}%` }} />
      </div>
      <span className="shell-overlay__text">{t('shell.progress', { progress })}</span>
    </div>
  );
}

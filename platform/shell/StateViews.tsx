import { useShellT } from './useShellT';

/** Loading state of a page or a block. */
export function LoadingState({ label }: { label?: string }) {
  const t = useShellT();
  return (
    <div className="shell-state" role="status" aria-busy="true">
      <span className="shell-spinner" aria-hidden="true" />
      <span>{label ?? t('shell.loading')}</span>
    </div>
  );
}

/** Empty state (default text 'data is not found'). */
export function EmptyState({ text }: { text?: string }) {
  const t = useShellT();
  return (
    <div className="shell-state" role="status">
      {text ?? t('shell.empty')}
    </div>
  );
}

/** Error state with a retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useShellT();
  return (
    <div className="shell-state shell-state--error" role="alert">
      <p>{message ?? t('shell.error.generic')}</p>
      {onRetry ? (
        <button type="button" className="shell-button" onClick={onRetry}>
          {t('shell.retry')}
        </button>
      ) : null}
    </div>
  );
}

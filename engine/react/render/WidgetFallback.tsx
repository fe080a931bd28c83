/** Small localized notice shown in place of a widget that failed, with a retry button. */
import { useT } from '../hooks/useT';

export function WidgetFallback({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" data-engine-fallback="" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, padding: 12, fontSize: 13, opacity: 0.8 }}>
      <span>{t('common:shell.runtime.widgetFailed')}</span>
      {onRetry ? (
        <button type="button" onClick={onRetry} style={{ border: '1px solid currentColor', background: 'transparent', color: 'inherit', borderRadius: 12, padding: '2px 12px' }}>
          {t('common:shell.runtime.retry')}
        </button>
      ) : null}
    </div>
  );
}

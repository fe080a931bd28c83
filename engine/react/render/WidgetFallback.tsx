/**
 * Small localized notice shown in place of a widget that failed, with a retry
 * button. When the widget's data could not be read, it says why (a busy
 * network, an empty answer, the server's message).
 */
import { apiErrorText } from '../../http/ApiError';
import { useT } from '../hooks/useT';

const FAILED_KEY = 'common:shell.runtime.widgetFailed';

export function WidgetFallback({ onRetry, error }: { onRetry?: () => void; error?: unknown }) {
  const t = useT();
  return (
    <div role="alert" data-engine-fallback="" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, padding: 12, fontSize: 13, opacity: 0.8 }}>
      <span>{t(error === undefined ? FAILED_KEY : apiErrorText(error, FAILED_KEY))}</span>
      {onRetry ? (
        <button type="button" onClick={onRetry} style={{ border: '1px solid currentColor', background: 'transparent', color: 'inherit', borderRadius: 12, padding: '2px 12px', minWidth: 44, minHeight: 44 }}>
          {t('common:shell.retry')}
        </button>
      ) : null}
    </div>
  );
}

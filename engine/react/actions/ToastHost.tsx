/**
 * Shows the current toast: one at a time (a new toast replaces the shown one),
 * for its duration (2000 ms by default), in a polite live region.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useEngineContext } from '../useEngineContext';
import { translate } from '../translate';
import { useI18n } from '../hooks/useI18n';

export function ToastHost() {
  const { host } = useEngineContext();
  const i18n = useI18n();
  const toast = useSyncExternalStore(host.toast.subscribe, host.toast.get, host.toast.get);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => host.toast.set((cur) => (cur === toast ? null : cur)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, host]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-engine-toast="" style={{ position: 'fixed', left: 0, right: 0, top: '45%', display: 'flex', justifyContent: 'center', pointerEvents: 'none', zIndex: 2000 }}>
      {toast ? (
        <div key={toast.id} style={{ maxWidth: '80vw', padding: '8px 16px', borderRadius: 8, background: 'rgba(0, 0, 0, 0.75)', color: '#fff', textAlign: 'center', fontSize: 14 }}>
          {translate(i18n, toast.ns, toast.text, toast.values)}
        </div>
      ) : null}
    </div>
  );
}

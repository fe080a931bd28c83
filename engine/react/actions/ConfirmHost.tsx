/**
 * The localized confirm dialog of `confirm` steps: Confirm resolves true,
 * Cancel, Escape or an overlay tap resolve false.
 */
import { useId, useRef, useSyncExternalStore } from 'react';
import { Dialog } from '../dialog/Dialog';
import { useEngineContext } from '../useEngineContext';
import { translate } from '../translate';
import { useI18n } from '../hooks/useI18n';

const button = { flex: 1, minHeight: 40, borderRadius: 20, border: 'none', fontSize: 15 } as const;

export function ConfirmHost() {
  const { host } = useEngineContext();
  const i18n = useI18n();
  const req = useSyncExternalStore(host.confirm.subscribe, host.confirm.get, host.confirm.get);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  if (!req) return null;
  const t = (key: string) => translate(i18n, req.ns, key, req.values);
  return (
    <Dialog key={req.id} position="center" role="alertdialog" labelledBy={textId} onClose={() => req.resolve(false)} initialFocus={confirmRef}>
      <p id={textId} style={{ margin: '8px 0 16px', textAlign: 'center' }}>
        {t(req.text)}
      </p>
      <div style={{ display: 'flex', gap: 12 }}>
        <button type="button" style={{ ...button, background: '#eee' }} onClick={() => req.resolve(false)}>
          {t('common:shell.runtime.cancel')}
        </button>
        <button ref={confirmRef} type="button" style={{ ...button, background: 'var(--color-primary, #ff4d88)', color: '#fff' }} onClick={() => req.resolve(true)}>
          {t('common:shell.runtime.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

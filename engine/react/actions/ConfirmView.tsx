/**
 * The confirm dialog itself (loaded with the step runner, which is what asks for it): the request's text, Cancel and
 * Confirm in the page language.
 */
import { useId, useRef } from 'react';
import { Dialog } from '../dialog/Dialog';
import { translate } from '../translate';
import { useI18n } from '../hooks/useI18n';
import type { ConfirmRequest } from '../hostStores';

const button = { flex: 1, minHeight: 40, borderRadius: 20, border: 'none', fontSize: 15 } as const;

export default function ConfirmView({ req }: { req: ConfirmRequest }) {
  const i18n = useI18n();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const t = (key: string) => translate(i18n, req.ns, key, req.values);
  return (
    <Dialog position="center" role="alertdialog" labelledBy={textId} onClose={() => req.resolve(false)} initialFocus={confirmRef}>
      <p id={textId} style={{ margin: '8px 0 16px', textAlign: 'center' }}>
        {t(req.text)}
      </p>
      <div style={{ display: 'flex', gap: 12 }}>
        <button type="button" style={{ ...button, background: '#eee' }} onClick={() => req.resolve(false)}>
          {t('common:shell.runtime.cancel')}
        </button>
        <button ref={confirmRef} type="button" style={{ ...button, background: 'var(--color-primary, #c2185b)', color: '#fff' }} onClick={() => req.resolve(true)}>
          {t('common:shell.runtime.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useAction, useCampaign, useModal, useT, type WidgetComponentProps, Dialog } from '@engine';
import '@kit/ui.css';
import { readNoPrompt, writeNoPrompt } from '@kit/noPrompt';
import { createConfirmation, type Confirmation } from './confirmation';
import type { ConfirmDialogProps } from './schema';
import './confirm-dialog.css';

export default function ConfirmDialog({ props, node }: WidgetComponentProps<ConfirmDialogProps>) {
  const t = useT();
  const { run } = useAction();
  const modal = useModal(node.id ?? node.path);
  const open = props.open ?? modal.open;
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const [dontAsk, setDontAsk] = useState(false);
  const checkboxId = useId();
  const game = props.noPromptGame;
  // The flag is this campaign's: a dialog of another campaign naming the same game asks anyway.
  const campaign = useCampaign()?.definition.id;
  const latest = useRef({ run, hide: modal.hide, onConfirm: props.onConfirm, onCancel: props.onCancel });
  latest.current = { run, hide: modal.hide, onConfirm: props.onConfirm, onCancel: props.onCancel };

  useEffect(() => {
    if (!open) {
      setQuestion(null);
      return;
    }
    const c = createConfirmation();
    c.promise
      .then(
        () => {
          const { hide, run: runAction, onConfirm } = latest.current;
          hide();
          if (onConfirm) return runAction(onConfirm);
        },
        () => {
          const { hide, run: runAction, onCancel } = latest.current;
          hide();
          if (onCancel) return runAction(onCancel);
        },
      )
      .catch(() => undefined);
    if (game && readNoPrompt({ campaign, game })) c.confirm();
    else {
      setDontAsk(false);
      setQuestion(c);
    }
  }, [open, game, campaign]);

  const confirm = () => {
    if (game && dontAsk) writeNoPrompt({ campaign, game }, true);
    question?.confirm();
    setQuestion(null);
  };
  const cancel = () => {
    question?.cancel();
    setQuestion(null);
  };

  return (
    <Dialog open={question !== null} role="alertdialog" onClose={cancel} title={props.title ? t(props.title) : undefined} label={props.title ? undefined : t(props.text, props.values)}>
      <p className="cw-confirm__text">{t(props.text, props.values)}</p>
      {game ? (
        <div className="cw-confirm__noprompt">
          <input id={checkboxId} type="checkbox" checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)} />
          <label htmlFor={checkboxId}>{t('common:widgets.confirm-dialog.noPrompt')}</label>
        </div>
      ) : null}
      <div className="cw-actions">
        <button type="button" className="cw-btn" onClick={cancel}>
          {t(props.cancelText ?? 'common:widgets.confirm-dialog.cancel')}
        </button>
        <button type="button" className="cw-btn cw-btn--primary" onClick={confirm}>
          {t(props.confirmText ?? 'common:widgets.confirm-dialog.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

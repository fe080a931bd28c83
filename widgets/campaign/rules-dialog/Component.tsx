import { useState } from 'react';
import { useT, type WidgetComponentProps } from '@engine';
import { Dialog } from '@kit/Dialog';
import type { RulesDialogProps } from './schema';
import '@kit/blocks.css';
import '../../platform/button/button.css';
import './rules-dialog.css';

export default function RulesDialog({ props }: WidgetComponentProps<RulesDialogProps>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const label = t(props.buttonText);
  return (
    <div className="cw-rules">
      <button type="button" className="cw-button cw-button--default cw-button--small cw-button--round cw-rules__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog open={open} title={props.title ? t(props.title) : label} onClose={() => setOpen(false)}>
        {t(props.text, props.values)
          .split(/\n\s*\n/)
          .map((p, i) => (
            <p key={i} className="cw-rules__p">
              {p}
            </p>
          ))}
      </Dialog>
    </div>
  );
}

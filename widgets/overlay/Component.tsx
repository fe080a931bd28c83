import { useModal, useT, type WidgetComponentProps } from '@engine';
import { Dialog } from '../ui/Dialog';
import type { OverlayProps } from './schema';
import './overlay.css';

export default function Overlay({ props, children, node }: WidgetComponentProps<OverlayProps>) {
  const t = useT();
  const modal = useModal(node.id ?? node.path);
  const open = props.open ?? modal.open;
  const close = () => modal.hide();
  return (
    <Dialog
      open={open}
      position={props.position}
      onClose={close}
      dismissable={props.closeOnBackdrop}
      title={props.title ? t(props.title) : undefined}
      label={props.label ? t(props.label) : undefined}
      className="cw-overlay"
    >
      {props.closeButton ? (
        <button type="button" className="cw-overlay__close" aria-label={t('common:widgets.overlay.close')} onClick={close}>
          <span className="cw-icon-close" aria-hidden="true" />
        </button>
      ) : null}
      {children.map((c) => (
        <div key={c.key} className="cw-overlay__child">
          {c.element}
        </div>
      ))}
    </Dialog>
  );
}

/** The body of a modal or sheet: shown while its id is open, or while its `open` binding holds. */
import type { RenderedChild } from '../../core/types';
import { Dialog } from '../dialog/Dialog';
import { useModal } from '../hooks/useModal';
import { useT } from '../hooks/useT';
import type { OverlayProps } from './overlayProps';

interface Props {
  id: string;
  props: OverlayProps;
  items: RenderedChild[];
}

export function OverlayPanel({ id, props, items }: Props) {
  const modal = useModal(id);
  const t = useT();
  const open = props.open ?? modal.open;
  return (
    <Dialog
      open={open}
      position={props.position}
      onClose={modal.hide}
      dismissable={props.closeOnOverlay}
      title={props.title ? t(props.title) : undefined}
      label={props.label ? t(props.label) : t('common:shell.runtime.dialog')}
    >
      {/* The close control is a tap target of at least 44 × 44 px. */}
      {props.showClose ? (
        <button type="button" onClick={modal.hide} aria-label={t('common:shell.runtime.close')} style={{ float: 'right', minWidth: 44, minHeight: 44, border: 'none', background: 'transparent', color: 'inherit', fontSize: 20, lineHeight: 1 }}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
      {items.map((c) => c.element)}
    </Dialog>
  );
}

/** The body of a modal or sheet: renders only while its id is open. */
import { useId } from 'react';
import type { RenderedChild } from '../../core/types';
import { DialogFrame } from '../dialog/DialogFrame';
import { useModal } from '../hooks/useModal';
import { useT } from '../hooks/useT';
import type { OverlayProps } from './overlayProps';

interface Props {
  id: string;
  props: OverlayProps;
  items: RenderedChild[];
  variant: 'modal' | 'sheet';
}

export function OverlayPanel({ id, props, items, variant }: Props) {
  const { open, hide } = useModal(id);
  const t = useT();
  const titleId = useId();
  if (!open) return null;
  return (
    <DialogFrame position={props.position} variant={variant} onClose={hide} closeOnOverlay={props.closeOnOverlay} labelledBy={props.title ? titleId : undefined} label={t('common:shell.runtime.dialog')}>
      {props.showClose ? (
        <button type="button" onClick={hide} aria-label={t('common:shell.runtime.close')} style={{ float: 'right', border: 'none', background: 'transparent', color: 'inherit', fontSize: 20, lineHeight: 1 }}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
      {props.title ? (
        <h2 id={titleId} style={{ margin: '0 0 12px', fontSize: 18, textAlign: 'center' }}>
          {t(props.title)}
        </h2>
      ) : null}
      {items.map((c) => c.element)}
    </DialogFrame>
  );
}

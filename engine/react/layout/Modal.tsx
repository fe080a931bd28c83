import type { WidgetComponentProps } from '../../core/types';
import { OverlayPanel } from './OverlayPanel';
import type { OverlayProps } from './overlayProps';

export default function Modal({ props, children, node }: WidgetComponentProps<OverlayProps>) {
  return node.id ? <OverlayPanel id={node.id} props={props} items={children} variant="modal" /> : null;
}

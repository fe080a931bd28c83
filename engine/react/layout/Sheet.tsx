import type { WidgetComponentProps } from '../../core/types';
import { OverlayPanel } from './OverlayPanel';
import type { OverlayProps } from './overlayProps';

export default function Sheet({ props, children, node }: WidgetComponentProps<OverlayProps>) {
  return node.id ? <OverlayPanel id={node.id} props={props} items={children} variant="sheet" /> : null;
}

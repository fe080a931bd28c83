import type { WidgetComponentProps } from '../../core/types';
import { OverlayPanel } from './OverlayPanel';
import type { OverlayProps } from './overlayProps';

export default function Sheet({ props, children, node }: WidgetComponentProps<OverlayProps>) {
  return <OverlayPanel id={node.id ?? node.path} props={props} items={children} />;
}

import type { WidgetComponentProps } from '../../core/types';
import type { TabProps } from './tab';

export default function Tab({ children }: WidgetComponentProps<TabProps>) {
  return <>{children.map((c) => c.element)}</>;
}

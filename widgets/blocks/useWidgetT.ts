/**
 * The shared strings of a campaign widget live in locales/<lang>.json under
 * `widgets.<widget-folder>`; campaign strings (props holding string keys) go
 * through `useT` directly.
 */
import { useT } from '@engine';

export type WidgetT = (key: string, values?: Record<string, unknown>) => string;

export function useWidgetT(widget: string): WidgetT {
  const t = useT();
  return (key, values) => t(`common:widgets.${widget}.${key}`, values);
}

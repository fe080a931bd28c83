/**
 * A widget's own strings (its definition's `strings` folder, `strings/<pack>.yaml`) are the shared
 * strings `common:widgets.<type>.<key>`; the building blocks' are `common:widgets.blocks.<key>`
 * (./blockStrings.ts). Campaign strings (props holding string keys) go through `useT` directly.
 */
import { useT } from '@engine';

export type WidgetT = (key: string, values?: Record<string, unknown>) => string;

export function useWidgetT(section: string): WidgetT {
  const t = useT();
  return (key, values) => t(`common:widgets.${section}.${key}`, values);
}

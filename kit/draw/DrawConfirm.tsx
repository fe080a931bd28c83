/**
 * The one confirmation rule of the draw games: a spend above a single unit (×10, ×50) is asked first, naming the
 * cost, in the project's confirm dialog; a single draw goes at once. Confirm sends once however often it is tapped.
 */
import { ConfirmItemDialog, useConfirmedItem, type ConfirmedItem } from '../ConfirmItem';
import { useWidgetT } from '../useWidgetT';

export interface DrawSpend {
  count: number;
  /** The cost as the user reads it, e.g. "990 diamonds". */
  cost: string;
}

/** `allowed` runs the game's rules first (saying why a tap is refused), so a refused spend is never asked. */
export function useDrawSpend<T extends DrawSpend>(go: (item: T) => Promise<unknown> | void, allowed: (item: T) => boolean = () => true) {
  const asked = useConfirmedItem<T>(async (item) => {
    await go(item);
  });
  return {
    asked,
    /** A tap on a draw: above one unit asks first. */
    tap: (item: T) => {
      if (!allowed(item)) return;
      if (item.count > 1) asked.ask(item);
      else void go(item);
    },
  };
}

export function DrawConfirm({ item }: { item: ConfirmedItem<DrawSpend> }) {
  const bt = useWidgetT('blocks');
  return (
    <ConfirmItemDialog item={item} title={bt('drawConfirmTitle')}>
      <p>{item.asking ? bt('drawConfirm', { count: item.asking.count, cost: item.asking.cost }) : null}</p>
    </ConfirmItemDialog>
  );
}

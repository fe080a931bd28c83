/**
 * The one confirmation rule of the draw games: a spend above a single unit (×10, ×50, 10 coins for 10 Sparks) is
 * asked first, naming the cost, in the project's confirm dialog; a single unit goes at once. Confirm sends once however often it is tapped.
 * The dialog's code is fetched when a spend is first asked: a game's first screen does not carry it.
 */
import { lazy, Suspense } from 'react';
import { formatThousands } from '@engine';
import { useConfirmedItem, type ConfirmedItem } from '../confirm/useConfirmedItem';
import { useWidgetT } from '../useWidgetT';

const ConfirmItemDialog = lazy(() => import('../ConfirmItem').then((m) => ({ default: m.ConfirmItemDialog<DrawSpend> })));

export interface DrawSpend {
  count: number;
  /** The cost as the user reads it, e.g. "990 diamonds" (its number formatted for the page's language). */
  cost: string;
  /** The question and title of a spend that is not a draw (buying coins), from the game's strings; a draw's by default. */
  question?: string;
  title?: string;
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
  if (!item.asking) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmItemDialog item={item} title={item.asking.title ?? bt('drawConfirmTitle')}>
        <p>{item.asking.question ?? bt('drawConfirm', { count: formatThousands(item.asking.count), cost: item.asking.cost })}</p>
      </ConfirmItemDialog>
    </Suspense>
  );
}

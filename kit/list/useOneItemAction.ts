/** A list row's action, one row at a time (kit/useItemAction runs one row's action). */
import { useRef, useState } from 'react';
import { useItemAction } from '../useItemAction';

/**
 * As useItemAction, one row at a time: while a row's action runs, a tap on this or another row is ignored.
 * `busy` is the key of the row whose action runs (null when none does).
 */
export function useOneItemAction(stateKey: string): { run(key: string, action: string, item: unknown): Promise<void>; busy: string | null; isClosed(action: string | undefined): boolean } {
  const item = useItemAction(stateKey);
  const running = useRef(false);
  const [busy, setBusy] = useState<string | null>(null);
  return {
    busy,
    isClosed: item.isClosed,
    run: async (key, action, row) => {
      if (running.current) return;
      running.current = true;
      setBusy(key);
      try {
        await item.run(action, row);
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
  };
}

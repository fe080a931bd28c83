/**
 * Runs a named action for one row (a task, a product, a reward...): the row is
 * put in page state under `stateKey` first, so the action's steps read it as
 * `{{state.<stateKey>.id}}`. Money steps stay single-flight in the engine.
 */
import { useRef, useState } from 'react';
import { useAction, useLocalState } from '@engine';

export function useItemAction(stateKey: string): { run(action: string, item: unknown): Promise<void>; pending: boolean } {
  const { run, pending } = useAction();
  const [, setItem] = useLocalState<unknown>(stateKey);
  return {
    pending,
    run: (action, item) => {
      setItem(item);
      return run(action);
    },
  };
}

/**
 * As useItemAction, one row at a time: while a row's action runs, a tap on this or another row is ignored.
 * `busy` is the key of the row whose action runs (null when none does).
 */
export function useOneItemAction(stateKey: string): { run(key: string, action: string, item: unknown): Promise<void>; busy: string | null } {
  const item = useItemAction(stateKey);
  const running = useRef(false);
  const [busy, setBusy] = useState<string | null>(null);
  return {
    busy,
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

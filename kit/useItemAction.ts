/**
 * Runs a named action for one row (a task, a product, a reward...): the row is
 * put in page state under `stateKey` first, so the action's steps read it as
 * `{{state.<stateKey>.id}}`. Money steps stay single-flight in the engine.
 */
import { useAction, useLocalState } from '@engine';

export function useItemAction(stateKey: string): { run(action: string, item: unknown): Promise<void>; pending: boolean; isClosed(action: string | undefined): boolean } {
  const { run, pending, isClosed } = useAction();
  const [, setItem] = useLocalState<unknown>(stateKey);
  return {
    pending,
    // The campaign's phase closes selling and writing actions (not started, ended): their buttons show disabled.
    isClosed,
    run: (action, item) => {
      setItem(item);
      return run(action);
    },
  };
}

/**
 * The item the user tapped, held while the question is open: Confirm runs the page's step for it once, however
 * often it is tapped, and Cancel (or closing the dialog) drops it unless the step is under way. Apart from the
 * dialog (kit/ConfirmItem.tsx), so a page can hold the question before the dialog's code has loaded.
 */
import { useRef, useState } from 'react';

export interface ConfirmedItem<T> {
  asking: T | null;
  ask(item: T): void;
  cancel(): void;
  confirm(): Promise<void>;
  busy: boolean;
}

export function useConfirmedItem<T>(run: (item: T) => Promise<void>): ConfirmedItem<T> {
  const [asking, setAsking] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  return {
    asking,
    busy,
    ask: (item) => setAsking(item),
    cancel: () => {
      if (!running.current) setAsking(null);
    },
    confirm: async () => {
      if (asking === null || running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await run(asking);
      } finally {
        running.current = false;
        setBusy(false);
        setAsking(null);
      }
    },
  };
}

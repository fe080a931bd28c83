/**
 * The listeners of one kind of news: `add` returns the removal; `emit` tells each listener present when it
 * starts (one added or removed meanwhile waits for the next news); `clear` removes them all.
 */
export interface Listeners<A extends unknown[]> {
  add(cb: (...args: A) => void): () => void;
  emit(...args: A): void;
  clear(): void;
}

export function createListeners<A extends unknown[] = []>(): Listeners<A> {
  const set = new Set<(...args: A) => void>();
  return {
    add(cb) {
      set.add(cb);
      return () => {
        set.delete(cb);
      };
    },
    emit(...args) {
      for (const cb of [...set]) cb(...args);
    },
    clear() {
      set.clear();
    },
  };
}

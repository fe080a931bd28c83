/** Code loaded on demand, once: `loaded` once it is in, `load` starting or sharing the one load. */
export interface LoadOnce<T> {
  /** The load under way or done; a failed load (the network dropped) is tried again on the next call. */
  load(): Promise<T>;
  /** What the load gave, once it is in. */
  loaded(): T | undefined;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (v) => (value = v),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}

import { useCallback, useEffect, useState } from 'react';
import { withTimeout } from './withTimeout';

export type ChunkLoader<T> = () => Promise<T>;

const resolved = new WeakMap<ChunkLoader<unknown>, unknown>();
const inFlight = new WeakMap<ChunkLoader<unknown>, Promise<unknown>>();

/**
 * One load of a part at a time, shared by the page that renders it and the
 * preload before the first render (app/startApp.tsx); a failed load is
 * forgotten, so a retry loads again.
 */
function loadShared<T>(load: ChunkLoader<T>): Promise<T> {
  const key = load as ChunkLoader<unknown>;
  if (resolved.has(key)) return Promise.resolve(resolved.get(key) as T);
  let pending = inFlight.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = withTimeout(load).then(
      (value) => {
        resolved.set(key, value);
        inFlight.delete(key);
        return value;
      },
      (error: unknown) => {
        inFlight.delete(key);
        throw error;
      },
    );
    inFlight.set(key, pending);
  }
  return pending;
}

export type ChunkState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry(): void }
  | { status: 'ready'; value: T };

/**
 * Loads a page part on demand with the 120 s load timeout. A failure (or timeout)
 * gives an error state with `retry`; a loaded part is remembered, so a second
 * visit (or hydration after `preloadChunk`) renders at once.
 */
export function useChunk<T>(load: ChunkLoader<T>): ChunkState<T> {
  const cached = resolved.has(load as ChunkLoader<unknown>);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ load: ChunkLoader<T>; attempt: number; value?: T; error?: Error } | undefined>(undefined);

  useEffect(() => {
    // Shown at once from the cache; otherwise the state follows the load, which may have landed (a preload)
    // after this render and before this effect.
    if (cached) return undefined;
    let live = true;
    loadShared(load).then(
      (value) => {
        if (live) setState({ load, attempt, value });
      },
      (error: unknown) => {
        if (live) setState({ load, attempt, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      live = false;
    };
    // `cached` is this render's view of the cache: a part cached later is followed through loadShared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  if (cached) return { status: 'ready', value: resolved.get(load as ChunkLoader<unknown>) as T };
  if (state && state.load === load && state.attempt === attempt) {
    if (state.error) return { status: 'error', error: state.error, retry };
    return { status: 'ready', value: state.value as T };
  }
  return { status: 'loading' };
}

/** Loads a part ahead of rendering (before hydrating a prerendered page); a page rendering it meanwhile shares the load. */
export function preloadChunk<T>(load: ChunkLoader<T>): Promise<T> {
  return loadShared(load);
}

import { useCallback, useEffect, useState } from 'react';
import { withTimeout } from './withTimeout';

export type ChunkLoader<T> = () => Promise<T>;

const resolved = new WeakMap<ChunkLoader<unknown>, unknown>();

export type ChunkState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry(): void }
  | { status: 'ready'; value: T };

/**
 * Loads a page part on demand with the P§9 timeout. A failure (or timeout)
 * gives an error state with `retry`; a loaded part is remembered, so a second
 * visit (or hydration after `preloadChunk`) renders at once.
 */
export function useChunk<T>(load: ChunkLoader<T>): ChunkState<T> {
  const cached = resolved.has(load as ChunkLoader<unknown>);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ load: ChunkLoader<T>; attempt: number; value?: T; error?: Error } | undefined>(undefined);

  useEffect(() => {
    if (resolved.has(load as ChunkLoader<unknown>)) return undefined;
    let live = true;
    withTimeout(load).then(
      (value) => {
        resolved.set(load as ChunkLoader<unknown>, value);
        if (live) setState({ load, attempt, value });
      },
      (error: unknown) => {
        if (live) setState({ load, attempt, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  if (cached) return { status: 'ready', value: resolved.get(load as ChunkLoader<unknown>) as T };
  if (state && state.load === load && state.attempt === attempt) {
    if (state.error) return { status: 'error', error: state.error, retry };
    return { status: 'ready', value: state.value as T };
  }
  return { status: 'loading' };
}

/** Loads a part ahead of rendering (before hydrating a prerendered page). */
export async function preloadChunk<T>(load: ChunkLoader<T>): Promise<T> {
  if (resolved.has(load as ChunkLoader<unknown>)) return resolved.get(load as ChunkLoader<unknown>) as T;
  const value = await withTimeout(load);
  resolved.set(load as ChunkLoader<unknown>, value);
  return value;
}

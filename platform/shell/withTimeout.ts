import { CHUNK_TIMEOUT_MS } from './shellConstants';

/** Error of a page part that did not load (it failed, or it timed out). */
export class ChunkLoadError extends Error {
  declare readonly timedOut: boolean;
  constructor(message: string, timedOut: boolean, cause?: unknown) {
    super(message, { cause });
    this.name = 'ChunkLoadError';
    this.timedOut = timedOut;
  }
}

/** Rejects with a ChunkLoadError when `load` fails or takes longer than `ms` (page parts use 120000 ms). */
export function withTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`page part not loaded after ${ms} ms`, true)), ms);
    let started: Promise<T>;
    try {
      started = load();
    } catch (e) {
      clearTimeout(timer);
      reject(new ChunkLoadError(String(e), false, e));
      return;
    }
    started.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof ChunkLoadError ? e : new ChunkLoadError(e instanceof Error ? e.message : String(e), false, e));
      },
    );
  });
}

/**
 * The page's clock follows the server's: every answer's HTTP Date header resyncs it, and a page whose first screen
 * asks the server nothing asks its own address once for that header.
 */

/** An HTTP Date header has whole seconds. */
export const HTTP_DATE_PRECISION_MS = 1000;

/** Server time of an answer: its HTTP Date header (the sandbox sends its own, possibly moved, time there). */
export function serverTimeOf(res: Response): number | undefined {
  const date = res.headers.get('date');
  const parsed = date ? Date.parse(date) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * fetch that reports the server time of each answer (the clock resyncs on every call), with how long the call
 * took: the answer's time was read somewhere in that span.
 */
export function clockSyncingFetch(onServerTime: (ms: number, elapsedMs: number) => void, base: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  return async (input, init) => {
    const started = Date.now();
    const res = await base(input, init);
    const t = serverTimeOf(res);
    if (t !== undefined) onServerTime(t, Math.max(0, Date.now() - started));
    return res;
  };
}

/** How long a page waits for an answer to set its clock before it asks the server's time itself. */
export const CLOCK_SYNC_FALLBACK_MS = 3000;

/**
 * A page whose first screen asks the server nothing (a campaign before its start, a page of rules) would run on
 * the phone's clock, and a phone set to another day shows another phase. When no answer has set the clock after
 * `CLOCK_SYNC_FALLBACK_MS`, the page's own address is asked for its headers (HEAD, not cached) once: its Date
 * header sets the clock. Returns the cancel.
 */
export function syncClockWhenIdle(o: { synced: () => boolean; fetch: typeof fetch; url: string; win: Pick<Window, 'setTimeout' | 'clearTimeout'> }): () => void {
  const timer = o.win.setTimeout(() => {
    if (!o.synced()) o.fetch(o.url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' }).catch(() => undefined);
  }, CLOCK_SYNC_FALLBACK_MS);
  return () => o.win.clearTimeout(timer);
}

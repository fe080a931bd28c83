/**
 * Starts msw's browser worker with the sandbox answers. Outside a browser
 * (the story test in jsdom) there is no service worker: that test starts
 * msw's node server with the same handlers instead, so this returns a no-op.
 */
export interface MswLike {
  use(...handlers: unknown[]): void;
  resetHandlers(...handlers: unknown[]): void;
}

const noop: MswLike = { use: () => undefined, resetHandlers: () => undefined };

export async function setupMsw(): Promise<MswLike> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return noop;
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } });
  return worker as unknown as MswLike;
}

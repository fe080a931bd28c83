/**
 * The browser's localStorage for what widgets keep between visits. It may be
 * missing or blocked (private mode, prerendering, a sandboxed webview): then
 * undefined, and what would be kept lives only as long as the page.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(given?: StorageLike): StorageLike | undefined {
  if (given) return given;
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

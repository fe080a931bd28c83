/**
 * The per-game "don't ask again" flag of buy confirmations (P§5): stored in
 * the browser per game key. Storage may be missing or blocked (private mode,
 * prerendering); then the confirmation is simply asked every time.
 */
const PREFIX = 'slot-machine:no-prompt:';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function storage(given?: StorageLike): StorageLike | undefined {
  if (given) return given;
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readNoPrompt(game: string, given?: StorageLike): boolean {
  try {
    return storage(given)?.getItem(PREFIX + game) === '1';
  } catch {
    return false;
  }
}

export function writeNoPrompt(game: string, on: boolean, given?: StorageLike): void {
  try {
    storage(given)?.setItem(PREFIX + game, on ? '1' : '0');
  } catch {
    /* not remembered: the confirmation shows again next time */
  }
}

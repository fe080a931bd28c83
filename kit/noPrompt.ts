/**
 * The per-game "don't ask again" flag of buy and bet confirmations,
 * kept in the browser per game key and shared by every widget that asks
 * (the slot games, the confirm dialog). Storage that cannot be read or
 * written counts as "ask": the confirmation is simply asked every time.
 */
import { browserStorage, type StorageLike } from './browserStorage';

/** localStorage key of a game's flag. */
export function noPromptStorageKey(game: string): string {
  return `campaign.noPrompt.${game}`;
}

export function readNoPrompt(game: string, given?: StorageLike): boolean {
  try {
    return browserStorage(given)?.getItem(noPromptStorageKey(game)) === '1';
  } catch {
    return false;
  }
}

export function writeNoPrompt(game: string, on: boolean, given?: StorageLike): void {
  try {
    const storage = browserStorage(given);
    if (on) storage?.setItem(noPromptStorageKey(game), '1');
    else storage?.removeItem(noPromptStorageKey(game));
  } catch {
    /* not kept: the confirmation shows again next time */
  }
}

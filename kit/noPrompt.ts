/**
 * The "don't ask again" flag of buy and bet confirmations, kept in the browser per campaign and game: a flag the
 * user set in one campaign's game never skips a question of another campaign, nor of another game (the slot games,
 * the confirm dialog). Without a campaign no flag is kept or read. Storage that cannot be read or written counts as
 * "ask": the confirmation is simply asked every time.
 */
import { browserStorage, type StorageLike } from './browserStorage';

/** Who set the flag: the campaign (its id) and the game within it. */
export interface NoPromptScope {
  campaign: string | undefined;
  game: string;
}

/** localStorage key of a game's flag in a campaign. */
export function noPromptStorageKey(scope: NoPromptScope): string {
  return `campaign.noPrompt.${encodeURIComponent(scope.campaign ?? '')}.${encodeURIComponent(scope.game)}`;
}

export function readNoPrompt(scope: NoPromptScope, given?: StorageLike): boolean {
  if (!scope.campaign) return false;
  try {
    return browserStorage(given)?.getItem(noPromptStorageKey(scope)) === '1';
  } catch {
    return false;
  }
}

export function writeNoPrompt(scope: NoPromptScope, on: boolean, given?: StorageLike): void {
  if (!scope.campaign) return;
  try {
    const storage = browserStorage(given);
    if (on) storage?.setItem(noPromptStorageKey(scope), '1');
    else storage?.removeItem(noPromptStorageKey(scope));
  } catch {
    /* not kept: the confirmation shows again next time */
  }
}

/** Rejection reason of a confirmation the user cancelled. */
export class ConfirmCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'ConfirmCancelled';
  }
}

export interface Confirmation {
  /** Resolves when the user confirms, rejects with ConfirmCancelled when they cancel (P§2). */
  promise: Promise<void>;
  confirm(): void;
  cancel(): void;
}

/** One question to the user; the first answer wins, later ones are ignored. */
export function createConfirmation(): Confirmation {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, confirm: () => resolve(), cancel: () => reject(new ConfirmCancelled()) };
}

/** localStorage key of the per-game "do not ask again" flag (P§5). */
export function noPromptStorageKey(game: string): string {
  return `campaign.noPrompt.${game}`;
}

/** Reads the per-game flag; storage that cannot be read counts as "ask". */
export function readNoPrompt(storage: Pick<Storage, 'getItem'> | undefined, game: string): boolean {
  try {
    return storage?.getItem(noPromptStorageKey(game)) === '1';
  } catch {
    return false;
  }
}

export function writeNoPrompt(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, game: string, on: boolean): void {
  try {
    if (on) storage?.setItem(noPromptStorageKey(game), '1');
    else storage?.removeItem(noPromptStorageKey(game));
  } catch {
    // Private mode or full storage: the dialog keeps asking.
  }
}

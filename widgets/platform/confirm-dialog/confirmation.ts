/** Rejection reason of a confirmation the user cancelled. */
export class ConfirmCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'ConfirmCancelled';
  }
}

export interface Confirmation {
  /** Resolves when the user confirms, rejects with ConfirmCancelled when they cancel. */
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

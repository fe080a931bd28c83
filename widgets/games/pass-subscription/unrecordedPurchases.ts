/**
 * Purchases the app took but the server has not recorded yet (the buyCard
 * call failed): kept in the browser per user and pass, so that a reload or a
 * later visit records them, and the user is never asked to pay again for a
 * pass already paid. Storage may be missing or blocked (private mode,
 * prerendering); then the list lives only as long as the page.
 */
import { browserStorage as storage, type StorageLike } from '@kit/browserStorage';

const PREFIX = 'diamond-pass:unrecorded:';


/** One paid plan waiting to be recorded. */
export interface UnrecordedPurchase {
  /** The plan's subscription type (1 monthly, 2 quarterly, 3 annual). */
  type: number;
  /** When the app reported the payment (ms since the epoch). */
  paidAt: number;
}

const isPurchase = (v: unknown): v is UnrecordedPurchase =>
  typeof v === 'object' && v !== null && Number.isInteger((v as UnrecordedPurchase).type) && typeof (v as UnrecordedPurchase).paidAt === 'number';

/** The storage key of a user's unrecorded purchases of one pass (its buy path). */
export function unrecordedKey(userId: string | undefined, buyPath: string): string {
  return `${PREFIX}${userId ?? ''}:${buyPath}`;
}

export function readUnrecorded(key: string, given?: StorageLike): UnrecordedPurchase[] {
  try {
    const raw = storage(given)?.getItem(key);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter(isPurchase) : [];
  } catch {
    return [];
  }
}

export function writeUnrecorded(key: string, list: readonly UnrecordedPurchase[], given?: StorageLike): void {
  try {
    const s = storage(given);
    if (list.length === 0) s?.removeItem(key);
    else s?.setItem(key, JSON.stringify(list));
  } catch {
    /* kept for this page only */
  }
}

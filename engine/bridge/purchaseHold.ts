/**
 * One purchase per tap. A purchase sheet of the app (recharge, game tickets, Spark buy) answers at once, before the
 * user has chosen anything: a burst of taps would open one sheet per tap. Once the app has opened a sheet, asking
 * for the same sheet again sends nothing and answers what the first request answered, until the user is back on
 * the page (it is visible again after the sheet hid it) or PURCHASE_SHEET_HOLD_MS have passed (the spec gives no
 * limit: ours). A request the app refused holds nothing: the user may try again.
 */
import type { BridgeResult } from './types';

/** The app's purchase sheets: each is asked for at most once per hold. `pay` waits for its own result (platform/pay). */
export const PURCHASE_SHEET_ACTIONS: ReadonlySet<string> = new Set(['rechargeDiamond', 'rechargeBean', 'gameTicketBuy', 'gameTicketExchange', 'sparkBuy']);

/** How long a sheet counts as open when the page never stops being visible under it. */
export const PURCHASE_SHEET_HOLD_MS = 3_000;

/** The part of the document the hold watches to tell the user is back from a sheet. */
export interface SheetVisibility {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', cb: () => void): void;
}

export interface PurchaseHold {
  /** Sends `action` through `send` unless its sheet is held open; then answers the open sheet's result. */
  once(action: string, send: () => Promise<BridgeResult>): Promise<BridgeResult>;
}

export function createPurchaseHold(opts: { now: () => number; visibility?: SheetVisibility; holdMs?: number }): PurchaseHold {
  const holdMs = opts.holdMs ?? PURCHASE_SHEET_HOLD_MS;
  const open = new Map<string, { at: number; result: Promise<BridgeResult> }>();
  opts.visibility?.addEventListener('visibilitychange', () => {
    if (opts.visibility?.visibilityState === 'visible') open.clear();
  });
  return {
    once(action, send) {
      const held = open.get(action);
      if (held && opts.now() - held.at < holdMs) return held.result;
      const result = send();
      const entry = { at: opts.now(), result };
      open.set(action, entry);
      void result.then((res) => {
        if (!res.ok && open.get(action) === entry) open.delete(action);
      });
      return result;
    },
  };
}

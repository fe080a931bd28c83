/**
 * The page's open payments: every payment the app was asked for stays open until a result answers it, and every
 * pay flow on the same bridge shares the page's list. A result names no product, only a referer, so it answers the
 * newest open payment with the same referer (a request with a referer takes only a result with that referer, one
 * without only a result without): the app shows one pay sheet at a time and answers when it closes, so a result
 * that comes after a second request is that request's, and an earlier payment the app never answered is not
 * recorded as the plan paid last. A failure that names no referer when no payment without one is open ends the
 * newest payment's wait but leaves it open: a success that follows is still recorded. A pay request that leaves
 * through the bridge outside any pay flow (a `bridge` action step) is an open payment without a referer.
 */
import type { Bridge } from '@engine/bridge/types';

export const PAY_FAIL_KEY = 'common:errors.payFail';

/** What to show after a failure: the host's text, or a locale key. */
export type PayFailure = { message: string } | { key: string };

/** What a payment asks the app for. */
export interface PayArgs {
  clientProductId: string;
  productIdentifier: string;
  referer?: string;
}

/** A pay request that left for the app and has no result yet. */
export interface Payment {
  args: PayArgs;
  /** What the flow that asked does with the result; none for a request that left outside any pay flow. */
  answered?: (result: { ok: true } | { ok: false; failure: PayFailure }) => void;
}

/** The page's open payments, shared by every flow on one bridge (in the order asked). */
export interface PageSlot {
  open: Payment[];
  /** Pay requests of flows on their way to the app (their `paying` signal is theirs, not an outside payment). */
  sending: number;
}

const pages = new WeakMap<object, PageSlot>();

/** Takes the newest open payment a result with this referer answers. */
function answer(slot: PageSlot, referer: string | undefined): Payment | undefined {
  for (let i = slot.open.length - 1; i >= 0; i--) {
    if (slot.open[i]!.args.referer === (referer || undefined)) return slot.open.splice(i, 1)[0];
  }
  return undefined;
}

/** The page's open payments on this bridge, listening to its pay signals once. */
export function pageSlot(bridge: Pick<Bridge, 'on'>): PageSlot {
  const known = pages.get(bridge);
  if (known) return known;
  const slot: PageSlot = { open: [], sending: 0 };
  pages.set(bridge, slot);
  bridge.on('paying', (on) => {
    if (on && slot.sending === 0) slot.open.push({ args: { clientProductId: '', productIdentifier: '' } });
  });
  bridge.on('paid', (p) => answer(slot, p.referer)?.answered?.({ ok: true }));
  bridge.on('pay-fail', (p) => {
    const failed = { ok: false as const, failure: p.message ? { message: p.message } : { key: PAY_FAIL_KEY } };
    const own = answer(slot, p.referer);
    if (own) own.answered?.(failed);
    // A failure without a referer and no payment without one: the app did not say which. The newest payment
    // stops waiting (the user may try again) but stays open, so a success that follows is still recorded.
    else if (!p.referer) slot.open[slot.open.length - 1]?.answered?.(failed);
  });
  return slot;
}

/**
 * The 2023 carnival's shared clock and rankings, and `POST /activity/carnival/sendGift { roomId?, diamond?, giftId?,
 * count?, exclusive? }`: sandbox-defined (no page makes it; the gift itself is the app's), it sends a gift as the
 * caller through the sandbox's one gift event (sandbox/core/gifts.ts), which every system counting gifts reads.
 *
 * The carnival's events run on fixed dates (2023), so their calls read the time the page previews (`?at=` of the
 * page, which the browser sends as the referer) before the sandbox clock: a page previewed inside an event talks
 * to a sandbox inside it too. Tests move the sandbox clock instead.
 */
import { previewInstant } from '../../../engine/core/fixture-answers';
import { param, type Ctx, type Routes } from '../context';
import { readGift, sendGift } from '../gifts';

/** The instant an event call is answered at: the previewed instant of the calling page, else the sandbox clock. */
export const eventNow = (c: Ctx): number => previewInstant(c.headers.referer) ?? c.now;

/** How far [start, end) has run at `now`, 0 to 1: seeded scores grow with it, so rankings move with the clock. */
export const progressOf = (now: number, start: number, end: number): number => Math.min(1, Math.max(0, (now - start) / (end - start)));

interface Scored {
  value: number;
}

/**
 * Rows best first with their rank, and the caller's own place as rankings answer it (userRankNumber: diamond,
 * orderNumber 0 when not ranked, distanceDiamond to the place above).
 */
export function ranked<T extends Scored>(rows: readonly T[], isOwn: (row: T) => boolean) {
  const list = [...rows].sort((a, b) => b.value - a.value).map((r, i) => ({ ...r, rank: i + 1 }));
  const own = list.findIndex(isOwn);
  const above = own > 0 ? list[own - 1] : undefined;
  const value = own >= 0 ? list[own]!.value : 0;
  return { list, userRankNumber: { orderNumber: own + 1, diamond: value, distanceDiamond: above ? above.value - value : 0 } };
}

export const carnivalGiftRoutes: Routes = {
  'POST /activity/carnival/sendGift': (c) => sendGift(c.world, readGift((name) => param(c, name), c.user.userId, eventNow(c))),
};

/**
 * Gifts sent in rooms during the 2023 carnival, as the sandbox stands them in. `POST /activity/carnival/sendGift
 * { roomId, diamond }` is sandbox-defined (no page makes it; the gift itself is the app's): it records a gift the
 * caller sends into a room, and the carnival's scores read these records, 1 diamond = 1 point: the good vibe room
 * scores the room that received it, the new year party the user who sent it.
 *
 * The carnival's events run on fixed dates (2023), so their calls read the time the page previews (`?at=` of the
 * page, which the browser sends as the referer) before the sandbox clock: a page previewed inside an event talks
 * to a sandbox inside it too. Tests move the sandbox clock instead.
 */
import { previewInstant } from '../../../engine/core/fixture-answers';
import { num, shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';

export interface SentGift {
  at: number;
  senderId: string;
  roomId: string;
  diamond: number;
}

/** The instant an event call is answered at: the previewed instant of the calling page, else the sandbox clock. */
export const eventNow = (c: Ctx): number => previewInstant(c.headers.referer) ?? c.now;

const ledger = (c: Ctx) => shared<SentGift[]>(c.world, 'carnivalGifts', () => []);

/** Diamonds of the gifts sent in [from, to) that `match` keeps. */
export function giftsWithin(c: Ctx, from: number, to: number, match: (g: SentGift) => boolean): number {
  return ledger(c).reduce((sum, g) => (g.at >= from && g.at < to && match(g) ? sum + g.diamond : sum), 0);
}

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
  'POST /activity/carnival/sendGift': (c) => {
    const roomId = str(c, 'roomId', '').trim();
    if (!/^\d{4,12}$/.test(roomId)) fail('applyRoomId', STATUS.badRequest);
    const diamond = num(c, 'diamond', 0);
    if (!Number.isInteger(diamond) || diamond < 1 || diamond > 10_000_000) fail('badRequest', STATUS.badRequest);
    const gift: SentGift = { at: eventNow(c), senderId: c.user.userId, roomId, diamond };
    ledger(c).push(gift);
    return gift;
  },
};

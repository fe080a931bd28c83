/**
 * Gifts users send in rooms, as the sandbox stands them in (sending a gift is the app's, not a page's): one event
 * that every system counting gifts reads. A gift is sent by `POST /activity/carnival/sendGift` (as the calling
 * user, at the calling page's preview instant) or by the control endpoint (`sendGift: { userId, ... }`, at the
 * sandbox clock). Its fields: `diamond` (its worth; else the catalogue price of `giftId` times `count`), `roomId`
 * (the room it went to), `giftId`, `count` (default 1) and `exclusive` (an event's exclusive gift).
 * The sandbox stands in for the gift's effect on events only: the app's own sending spends the diamonds.
 *
 * One gift counts at once for:
 * - the carnival's points (1 diamond = 1 point) and hub-wide ranking;
 * - the sender's perfect BFF team, or the team the sender's family supports, while qualifying or finals run;
 * - the Christmas carousel's crafting material, when it is the material gift;
 * - the rooms and senders the good vibe room and the new year party score (they read the ledger).
 */
import { giftById } from './catalog';
import { shared, type World } from './context';
import { fail, STATUS } from './envelope';
import { addCarnivalPoints } from './handlers/carnival';
import { countBffGift } from './handlers/bffTeam';
import { countCarouselGift } from './handlers/carouselCraft';

export interface SentGift {
  at: number;
  senderId: string;
  roomId: string | null;
  giftId: number | null;
  count: number;
  diamond: number;
  exclusive: boolean;
}

export const giftLedger = (world: World) => shared<SentGift[]>(world, 'sentGifts', () => []);

/** Diamonds of the gifts sent in [from, to) that `match` keeps. */
export function giftsWithin(world: World, from: number, to: number, match: (g: SentGift) => boolean): number {
  return giftLedger(world).reduce((sum, g) => (g.at >= from && g.at < to && match(g) ? sum + g.diamond : sum), 0);
}

const whole = (v: unknown, min: number, max: number): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : fail('badRequest', STATUS.badRequest);
};

/** A gift from a call's or the control endpoint's fields; a malformed one is refused. */
export function readGift(field: (name: string) => unknown, senderId: string, at: number): SentGift {
  if (!/^\d{1,12}$/.test(senderId)) fail('badRequest', STATUS.badRequest);
  const room = field('roomId');
  const roomId = room === undefined || room === null || room === '' ? null : String(room).trim();
  if (roomId !== null && !/^\d{4,12}$/.test(roomId)) fail('applyRoomId', STATUS.badRequest);
  const giftId = whole(field('giftId'), 1, 1e9) ?? null;
  const price = giftId === null ? undefined : (giftById(giftId) ?? fail('badRequest', STATUS.badRequest)).diamonds;
  const count = whole(field('count'), 1, 9_999) ?? 1;
  const diamond = whole(field('diamond'), 1, 10_000_000) ?? (price === undefined ? fail('badRequest', STATUS.badRequest) : price * count);
  const exclusive = field('exclusive') === true || field('exclusive') === 'true';
  return { at, senderId, roomId, giftId, count, diamond, exclusive };
}

/** Records a gift and counts it everywhere it counts; answers what it counted for. */
export function sendGift(world: World, gift: SentGift) {
  giftLedger(world).push(gift);
  return {
    gift,
    carnivalPoints: addCarnivalPoints(world, gift),
    bff: countBffGift(world, gift),
    carouselMaterial: countCarouselGift(world, gift),
  };
}

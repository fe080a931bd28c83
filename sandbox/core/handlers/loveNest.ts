/**
 * The couple love nest (sandbox base path /activity/loveNest, not published). A user without a couple is told
 * "Please find your CP first"; either partner registers the couple, once for both. The house levels 1 Ice Cream
 * House to 7 Sky Castle unlock at couple-point thresholds; the badge lasts 30 days from the latest unlock and ends
 * on divorce. The house name cannot be empty (at most 20 characters); the couple wishes for one of the offered
 * gifts; every level unlocked gives one box to open. Times are the page's previewed instant (`?at=`) when it
 * gives one, else the sandbox clock.
 */
import { giftOrThrow } from '../catalog';
import { num, pageOf, paging, personOf, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { pickWeighted } from '../prng';
import { isoAt } from '../time';
import { eventNow } from './carnivalGifts';
import { badges, HOUSE_LEVELS, HOUSE_NAME_MAX, levelAt, nestOf, WISH_GIFTS, type Nest } from './loveNestState';

/** What a box holds, by weight. */
const BOX_PRIZES: Array<[number, number]> = [[1002, 40], [1003, 30], [1004, 20], [1005, 10]];

function badgeOf(c: Ctx) {
  const until = badges(c.world).get(c.user.userId);
  if (until === undefined) return null;
  return { expiresAt: isoAt(until), expiresAtMs: until, active: eventNow(c) < until };
}

function house(c: Ctx, nest: Nest) {
  const level = levelAt(nest.points);
  const next = HOUSE_LEVELS[level];
  const partnerId = nest.pair.find((id) => id !== c.user.userId)!;
  return {
    registered: nest.registeredBy !== null, registeredBy: nest.registeredBy, partner: personOf(c.world, partnerId),
    points: nest.points, level, nextLevel: next?.level ?? null, nextPoints: next?.points ?? null, pointsToNext: next ? next.points - nest.points : 0,
    unlockedAt: nest.unlockedAt === null ? null : isoAt(nest.unlockedAt),
    houseName: nest.houseName, wishGiftId: nest.wishGiftId, boxes: Math.max(0, level - nest.boxesOpened),
  };
}

/** The caller's registered nest; refused without a couple, or before the couple registered. */
function registeredNest(c: Ctx): Nest {
  const nest = nestOf(c.world, c.user.userId, c.now) ?? fail('findCp', STATUS.rule);
  if (nest.registeredBy === null) fail('nestNotRegistered', STATUS.rule);
  return nest;
}

function boxPrize(c: Ctx) {
  return giftOrThrow(pickWeighted(c.rng, BOX_PRIZES));
}

export const loveNestRoutes: Routes = {
  'GET /activity/loveNest/index': (c) => {
    const nest = nestOf(c.world, c.user.userId, c.now);
    return {
      hasCouple: nest !== undefined, levels: HOUSE_LEVELS.map((l) => ({ level: l.level, name: l.name, points: l.points })),
      wishGifts: WISH_GIFTS.map((id) => ({ value: id, labelText: giftOrThrow(id).name, icon: giftOrThrow(id).icon })),
      badge: badgeOf(c), sysTime: isoAt(eventNow(c)),
      ...(nest ? house(c, nest) : { registered: false, points: 0, level: 0 }),
    };
  },
  'POST /activity/loveNest/register': (c) => {
    const nest = nestOf(c.world, c.user.userId, c.now) ?? fail('findCp', STATUS.rule);
    if (nest.registeredBy === null) nest.registeredBy = c.user.userId;
    return withMessage(house(c, nest), 'nestRegistered');
  },
  'POST /activity/loveNest/rename': (c) => {
    const nest = registeredNest(c);
    const name = str(c, 'name', '').trim();
    if (name === '') fail('houseNameEmpty', STATUS.badRequest);
    if ([...name].length > HOUSE_NAME_MAX) fail('houseNameTooLong', STATUS.badRequest, { max: HOUSE_NAME_MAX });
    nest.houseName = name;
    return { houseName: name };
  },
  'POST /activity/loveNest/wishGift': (c) => {
    const nest = registeredNest(c);
    const giftId = num(c, 'giftId', 0);
    if (!WISH_GIFTS.includes(giftId)) fail('chooseGift', STATUS.badRequest);
    nest.wishGiftId = giftId;
    return { wishGiftId: giftId };
  },
  'POST /activity/loveNest/openBox': (c) => {
    const nest = registeredNest(c);
    if (levelAt(nest.points) - nest.boxesOpened <= 0) fail('nestNoBox', STATUS.balance);
    nest.boxesOpened += 1;
    const gift = boxPrize(c);
    nest.records.push({ name: gift.name, icon: gift.icon, count: 1, time: eventNow(c) });
    return { resultPrizes: [{ id: gift.id, name: gift.name, icon: gift.icon, count: 1 }], boxes: levelAt(nest.points) - nest.boxesOpened };
  },
  'GET /activity/loveNest/records': (c) => {
    const nest = nestOf(c.world, c.user.userId, c.now);
    return pageOf([...(nest?.records ?? [])].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c));
  },
};

/**
 * The BFF system (best friends' house). Sandbox paths under /activity/bff (the real ones are not published):
 * GET index (the house, its level and speed-up, whether the system is unlocked), GET freeDraw and POST draw
 * { count } (the free draw), POST exchange (exchange the house won), POST inviteSupporter { userId }, GET supporters,
 * and the best-friend requests (sandbox/core/handlers/bffFriendRequests.ts).
 * Rules: exchanging a house unlocks the BFF system; a house won and not exchanged keeps the system locked until the
 * house expires (7 days after it was won), and then it is gone. The house has levels 1 to 7 by its growth; each
 * free draw of an exchanged house grows it, and each supporter (at most 5) speeds the growth up by 10%. Three free
 * draws a day (UTC+8). A user's first free draw without a house wins a level 1 house.
 */
import { personOf, num, paging, pageOf, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { DAY_MS, dayNumber, isoAt } from '../time';
import { bffOf, bffRequestRoutes } from './bffFriendRequests';
import {
  BFF_END, BFF_HOUSE_STATUS, BFF_START, drawsLeft, FREE_DRAWS_PER_DAY, GROWTH_PER_DRAW, HOUSE_DAYS, houseAt, LEVEL_GROWTH, levelOf, mine, otherUser, personRow,
  requireUnlocked, speedUpOf, SPEED_UP_PERCENT, SUPPORTERS_MAX,
} from './bffHouseState';
import { eventNow } from './carnivalGifts';
import { requireWithin } from './window';

const BASE = '/activity/bff';

function indexOf(c: Ctx) {
  const now = eventNow(c);
  const u = mine(c);
  const house = houseAt(u, now);
  const speedUp = speedUpOf(u.supporters.length);
  const level = house ? levelOf(house.growth) : 0;
  return {
    sysTime: now, startTime: isoAt(BFF_START), endTime: isoAt(BFF_END),
    unlocked: house?.exchanged === true,
    house: house ? { level, growth: house.growth, nextGrowth: LEVEL_GROWTH[level] ?? null, exchanged: house.exchanged, wonTime: isoAt(house.wonAt), expireTime: house.exchanged ? null : isoAt(house.expiresAt), expireDate: isoAt(house.expiresAt).slice(0, 10) } : null,
    supporters: u.supporters.length, supportersMax: SUPPORTERS_MAX, speedUpPercent: speedUp, speedUpPerSupporter: SPEED_UP_PERCENT,
    bestFriend: ((id) => (id ? personOf(c.world, id) : null))(bffOf(c, c.user.userId)),
    freeDraws: drawsLeft(u, now), levels: LEVEL_GROWTH.map((growth, i) => ({ level: i + 1, growth })),
  };
}

/** The prizes' names, in the caller's language. */
const WORDS = {
  house: { en: 'BFF house', ms: 'Rumah BFF', th: 'บ้าน BFF', fil: 'Bahay ng BFF', vi: 'Nhà BFF' },
  growth: { en: 'House growth', ms: 'Pertumbuhan rumah', th: 'การเติบโตของบ้าน', fil: 'Paglago ng bahay', vi: 'Độ phát triển nhà' },
  rose: { en: 'Rose', ms: 'Ros', th: 'กุหลาบ', fil: 'Rosas', vi: 'Hoa hồng' },
} as const;

function draw(c: Ctx) {
  const now = eventNow(c);
  requireWithin(now, BFF_START, BFF_END);
  const count = num(c, 'count', 1);
  if (!Number.isInteger(count) || count < 1) fail('badRequest', STATUS.badRequest);
  const u = mine(c);
  if (drawsLeft(u, now) < count) fail('noFreeDraws', BFF_HOUSE_STATUS.noFreeDraws);
  u.draws[dayNumber(now)] = (u.draws[dayNumber(now)] ?? 0) + count;
  const prizes = Array.from({ length: count }, (_, i) => {
    const house = houseAt(u, now);
    if (!house) {
      u.house = { level: 1, growth: 0, exchanged: false, wonAt: now, expiresAt: now + HOUSE_DAYS * DAY_MS };
      return { id: `house-${i}`, name: WORDS.house[c.lang], count: 1, rare: true, kind: 'house' };
    }
    if (house.exchanged) {
      const growth = Math.round((GROWTH_PER_DRAW * (100 + speedUpOf(u.supporters.length))) / 100);
      house.growth += growth;
      return { id: `growth-${i}`, name: WORDS.growth[c.lang], count: growth, rare: false, kind: 'growth' };
    }
    return { id: `rose-${i}`, name: WORDS.rose[c.lang], count: 1, rare: false, kind: 'rose' };
  });
  return { prizes, freeDraws: drawsLeft(u, now), house: indexOf(c).house };
}

export const bffHouseRoutes: Routes = {
  [`GET ${BASE}/index`]: (c) => indexOf(c),
  [`GET ${BASE}/freeDraw`]: (c) => ({ chances: drawsLeft(mine(c), eventNow(c)), batches: [1, FREE_DRAWS_PER_DAY], perDay: FREE_DRAWS_PER_DAY }),
  [`POST ${BASE}/draw`]: draw,
  [`POST ${BASE}/exchange`]: (c) => {
    const now = eventNow(c);
    requireWithin(now, BFF_START, BFF_END);
    const u = mine(c);
    const house = houseAt(u, now);
    if (!house) fail(u.house ? 'bffHouseExpired' : 'bffNoHouse', u.house ? BFF_HOUSE_STATUS.expired : BFF_HOUSE_STATUS.noHouse);
    if (house!.exchanged) fail('alreadyReceived', STATUS.limit);
    house!.exchanged = true;
    return withMessage(indexOf(c), 'bffUnlocked');
  },
  [`POST ${BASE}/inviteSupporter`]: (c) => {
    const userId = otherUser(c);
    const u = requireUnlocked(c);
    if (u.supporters.some((s) => s.userId === userId)) fail('idClaimed', STATUS.limit);
    if (u.supporters.length >= SUPPORTERS_MAX) fail('bffSupportersFull', BFF_HOUSE_STATUS.supportersFull);
    u.supporters.push({ userId, at: eventNow(c) });
    return withMessage({ supporters: u.supporters.length, speedUpPercent: speedUpOf(u.supporters.length) }, 'bffInvited');
  },
  [`GET ${BASE}/supporters`]: (c) => {
    const rows = [...mine(c).supporters].reverse().map((s) => personRow(c, s.userId, s.userId, s.at, 'bound'));
    const page = pageOf(rows, paging(c));
    return { total: page.total, list: page.rows };
  },
  ...bffRequestRoutes,
};


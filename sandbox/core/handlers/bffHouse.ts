/**
 * The BFF system (best friends' house). Sandbox paths under /activity/bff (the real ones are not published):
 * GET index (the house, its level and speed-up, whether the system is unlocked), GET freeDraw and POST draw
 * { count } (the free draw), POST exchange (exchange the house won), POST inviteSupporter { userId }, GET supporters,
 * POST request { userId } (ask a user to be best friends), GET requests (the requests the caller received) and POST
 * respond { requestId, accept } (the asked user accepts or declines). A user has one best friend: a request to or
 * from someone who has one is refused; an accepted request binds the two, which cannot be undone during the event;
 * a declined request can be sent again; answering needs the answerer's system unlocked only to accept.
 * Rules: exchanging a house unlocks the BFF system; a house won and not exchanged keeps the system locked until the
 * house expires (7 days after it was won), and then it is gone. The house has levels 1 to 7 by its growth; each
 * free draw of an exchanged house grows it, and each supporter (at most 5) speeds the growth up by 10%. Three free
 * draws a day (UTC+8). A user's first free draw without a house wins a level 1 house.
 */
import { personOf, shared, str, num, paging, pageOf, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { DAY_MS, dayNumber, isoAt } from '../time';
import { eventNow } from './carnivalGifts';
import { requireWithin } from './window';

const BASE = '/activity/bff';
export const BFF_START = Date.parse('2027-03-01T00:00:00+08:00');
export const BFF_END = Date.parse('2027-04-01T00:00:00+08:00');
export const FREE_DRAWS_PER_DAY = 3;
export const HOUSE_DAYS = 7;
export const SUPPORTERS_MAX = 5;
export const SPEED_UP_PERCENT = 10;
/** Growth a free draw gives an exchanged house, before the supporters' speed-up. */
export const GROWTH_PER_DRAW = 100;
/** Growth needed for levels 1 to 7. */
export const LEVEL_GROWTH = [0, 100, 300, 600, 1000, 1500, 2100];
/** The sandbox's own codes for this system's refusals. */
export const BFF_HOUSE_STATUS = { locked: 3201, noHouse: 3202, expired: 3203, supportersFull: 3204, noFreeDraws: 3205, hasBff: 3206, friendHasBff: 3207, answered: 3208 } as const;
const USER_ID = /^[1-9]\d{3,11}$/;

interface House { level: number; growth: number; exchanged: boolean; wonAt: number; expiresAt: number }
interface Request { id: number; fromId: string; toId: string; at: number; status: 'invited' | 'declined' | 'bound' }
interface BffUser { house: House | null; supporters: Array<{ userId: string; at: number }>; draws: Record<number, number> }

const users = (c: Ctx) => shared<Record<string, BffUser>>(c.world, 'bffHouse', () => ({}));
const requests = (c: Ctx) => shared<{ seq: number; list: Request[] }>(c.world, 'bffRequests', () => ({ seq: 0, list: [] }));
/** The best friend of a user (a request accepted either way), if any. */
const bffOf = (c: Ctx, userId: string): string | undefined => {
  const bound = requests(c).list.find((q) => q.status === 'bound' && (q.fromId === userId || q.toId === userId));
  return bound ? (bound.fromId === userId ? bound.toId : bound.fromId) : undefined;
};
/** One best friend per user: refused when the caller or `otherId` already has one. */
function requireNoBff(c: Ctx, otherId: string): void {
  if (bffOf(c, c.user.userId)) fail('bffHasBff', BFF_HOUSE_STATUS.hasBff);
  if (bffOf(c, otherId)) fail('bffFriendHasBff', BFF_HOUSE_STATUS.friendHasBff);
}
const mine = (c: Ctx, userId = c.user.userId): BffUser => (users(c)[userId] ??= { house: null, supporters: [], draws: {} });

/** The house as it stands at `now`: a house not exchanged is gone once it expires (a new one can be won). */
function houseAt(u: BffUser, now: number): House | null {
  return u.house && !u.house.exchanged && now >= u.house.expiresAt ? null : u.house;
}

export const levelOf = (growth: number): number => LEVEL_GROWTH.filter((g) => growth >= g).length;
export const speedUpOf = (supporters: number): number => Math.min(supporters, SUPPORTERS_MAX) * SPEED_UP_PERCENT;
const drawsLeft = (u: BffUser, now: number): number => FREE_DRAWS_PER_DAY - (u.draws[dayNumber(now)] ?? 0);

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

function requireUnlocked(c: Ctx): BffUser {
  requireWithin(eventNow(c), BFF_START, BFF_END);
  const u = mine(c);
  if (houseAt(u, eventNow(c))?.exchanged !== true) fail('bffHouseLocked', BFF_HOUSE_STATUS.locked);
  return u;
}

/** A valid user id of someone else, or the refusal "Please enter a valid user id". */
function otherUser(c: Ctx): string {
  const userId = str(c, 'userId', '').trim();
  if (!USER_ID.test(userId) || userId === c.user.userId) fail('invalidUserId', STATUS.badRequest);
  return userId;
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


const personRow = (c: Ctx, id: number | string, userId: string, at: number, status: string) => ({ inviteId: id, ...personOf(c.world, userId), status, createTime: isoAt(at) });

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
  [`POST ${BASE}/request`]: (c) => {
    const userId = otherUser(c);
    requireUnlocked(c);
    requireNoBff(c, userId);
    const r = requests(c);
    const sent = r.list.find((q) => q.fromId === c.user.userId && q.toId === userId);
    if (sent && sent.status !== 'declined') fail('idClaimed', STATUS.limit);
    // A declined request is sent again: the same request goes back to the asked user.
    if (sent) Object.assign(sent, { status: 'invited', at: eventNow(c) });
    else r.list.push({ id: (r.seq += 1), fromId: c.user.userId, toId: userId, at: eventNow(c), status: 'invited' });
    return withMessage({ requestId: sent?.id ?? r.seq }, 'bffInvited');
  },
  [`POST ${BASE}/respond`]: (c) => {
    requireWithin(eventNow(c), BFF_START, BFF_END);
    const id = num(c, 'requestId', 0);
    const q = requests(c).list.find((x) => x.id === id && x.toId === c.user.userId) ?? fail('notFound', STATUS.notFound);
    if (q.status === 'bound') fail('bffBindingFinal', STATUS.limit);
    if (q.status === 'declined') fail('bffRequestAnswered', BFF_HOUSE_STATUS.answered);
    if (String(str(c, 'accept', 'false')) !== 'true') {
      q.status = 'declined';
      return withMessage({ request: personRow(c, q.id, q.fromId, q.at, q.status) }, 'bffDeclined');
    }
    requireUnlocked(c);
    requireNoBff(c, q.fromId);
    q.status = 'bound';
    return withMessage({ request: personRow(c, q.id, q.fromId, q.at, q.status), bestFriend: personOf(c.world, q.fromId) }, 'bffBound');
  },
  [`GET ${BASE}/requests`]: (c) => {
    const rows = requests(c).list.filter((q) => q.toId === c.user.userId).sort((a, b) => b.at - a.at || b.id - a.id).map((q) => personRow(c, q.id, q.fromId, q.at, q.status));
    const page = pageOf(rows, paging(c));
    return { total: page.total, list: page.rows };
  },
};

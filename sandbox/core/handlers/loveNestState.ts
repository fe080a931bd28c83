/**
 * The couple love nest's state: one house per couple, shared by both partners. Couple points come from gifts the
 * partners send each other (the sandbox grants them with `grant: { userId, couplePoints }`); the house levels unlock
 * at couple-point thresholds. The badge lasts 30 days from the latest unlock and ends on divorce (the control
 * endpoint's `divorce` and `couple` fields end and make couples).
 */
import { shared, userOf, type World } from '../context';
import { DAY_MS } from '../time';
import { SEEDED_USERS } from '../users';

/** Couple points each house level needs (the spec names the levels but gives no thresholds: these are the sandbox's). */
export const HOUSE_LEVELS = [
  { level: 1, name: 'Ice Cream House', points: 100 },
  { level: 2, name: 'Donut House', points: 520 },
  { level: 3, name: 'Romantic Cottage', points: 1_314 },
  { level: 4, name: 'City of Love', points: 3_344 },
  { level: 5, name: 'Fantasy Castle', points: 5_200 },
  { level: 6, name: 'Neverland', points: 9_999 },
  { level: 7, name: 'Sky Castle', points: 13_140 },
] as const;
export const BADGE_DAYS = 30;
export const HOUSE_NAME_MAX = 20;
/** The gifts a couple can wish for. */
export const WISH_GIFTS = [1005, 1007, 1008, 1010];

export interface Nest {
  pair: [string, string];
  registeredBy: string | null;
  points: number;
  /** When the latest level was unlocked. */
  unlockedAt: number | null;
  houseName: string;
  wishGiftId: number | null;
  boxesOpened: number;
  records: Array<{ name: string; icon: string; count: number; time: number }>;
}

/** The badge each user holds: until when it lasts (divorce brings the end forward). */
type Badges = Map<string, number>;

const pairKey = (a: string, b: string) => [a, b].sort().join(':');
const nests = (world: World) => shared(world, 'loveNests', () => new Map<string, Nest>());
export const badges = (world: World): Badges => shared(world, 'loveNestBadges', () => new Map<string, number>());

export const levelAt = (points: number): number => HOUSE_LEVELS.filter((l) => points >= l.points).length;

/** The couple 10005 and 10006 start registered at the Romantic Cottage, unlocked two days before the sandbox began. */
function seeded(world: World, pair: [string, string], now: number): Partial<Nest> {
  if (pairKey(...pair) !== pairKey(SEEDED_USERS.couple, SEEDED_USERS.partner)) return {};
  const unlockedAt = now - 2 * DAY_MS;
  for (const id of pair) badges(world).set(id, unlockedAt + BADGE_DAYS * DAY_MS);
  return { registeredBy: SEEDED_USERS.couple, points: 1_500, unlockedAt, houseName: 'Our Little Nest', wishGiftId: 1008 };
}

/** The nest of a user's couple (a new one is created at `now`, the sandbox clock), or undefined for a user without a couple. */
export function nestOf(world: World, userId: string, now: number): Nest | undefined {
  const partner = userOf(world, userId).coupleUserId;
  if (!partner) return undefined;
  const key = pairKey(userId, partner);
  let nest = nests(world).get(key);
  if (!nest) {
    const pair = [userId, partner].sort() as [string, string];
    nest = { pair, registeredBy: null, points: 0, unlockedAt: null, houseName: '', wishGiftId: null, boxesOpened: 0, records: [], ...seeded(world, pair, now) };
    nests(world).set(key, nest);
  }
  return nest;
}

/** Couple points earned at `now`: a new level unlocked renews both partners' badge for 30 days from now. */
export function addCouplePoints(world: World, userId: string, points: number, now: number): void {
  const nest = nestOf(world, userId, now);
  if (!nest || points <= 0) return;
  const before = levelAt(nest.points);
  nest.points += points;
  if (levelAt(nest.points) > before) {
    nest.unlockedAt = now;
    for (const id of nest.pair) badges(world).set(id, now + BADGE_DAYS * DAY_MS);
  }
}

/** A divorce at `now`: both partners' badges end now, and neither has a couple. */
export function divorce(world: World, userId: string, now: number): void {
  const user = userOf(world, userId);
  const partner = user.coupleUserId;
  if (!partner) return;
  for (const id of [userId, partner]) {
    const until = badges(world).get(id);
    if (until !== undefined) badges(world).set(id, Math.min(until, now));
    userOf(world, id).coupleUserId = undefined;
  }
}

/** Two users without a couple become one (each divorces first). */
export function makeCouple(world: World, a: string, b: string, now: number): void {
  if (a === b || !/^\d{1,12}$/.test(a) || !/^\d{1,12}$/.test(b)) return;
  divorce(world, a, now);
  divorce(world, b, now);
  userOf(world, a).coupleUserId = b;
  userOf(world, b).coupleUserId = a;
}

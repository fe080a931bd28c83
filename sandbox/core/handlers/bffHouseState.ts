/**
 * The BFF system's state (sandbox/core/handlers/bffHouse.ts serves it): each user's house, supporters and free
 * draws of the day, the rules that read them (a house not exchanged is gone once it expires; levels by growth;
 * the supporters' speed-up) and the checks its routes share.
 */
import { personOf, shared, str, type Ctx } from '../context';
import { fail, STATUS } from '../envelope';
import { dayNumber, isoAt } from '../time';
import { eventNow } from './carnivalGifts';
import { requireWithin } from './window';

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

export interface House { level: number; growth: number; exchanged: boolean; wonAt: number; expiresAt: number }
export interface BffUser { house: House | null; supporters: Array<{ userId: string; at: number }>; draws: Record<number, number> }

const users = (c: Ctx) => shared<Record<string, BffUser>>(c.world, 'bffHouse', () => ({}));
export const mine = (c: Ctx, userId = c.user.userId): BffUser => (users(c)[userId] ??= { house: null, supporters: [], draws: {} });

/** The house as it stands at `now`: a house not exchanged is gone once it expires (a new one can be won). */
export function houseAt(u: BffUser, now: number): House | null {
  return u.house && !u.house.exchanged && now >= u.house.expiresAt ? null : u.house;
}

export const levelOf = (growth: number): number => LEVEL_GROWTH.filter((g) => growth >= g).length;
export const speedUpOf = (supporters: number): number => Math.min(supporters, SUPPORTERS_MAX) * SPEED_UP_PERCENT;
export const drawsLeft = (u: BffUser, now: number): number => FREE_DRAWS_PER_DAY - (u.draws[dayNumber(now)] ?? 0);

export function requireUnlocked(c: Ctx): BffUser {
  requireWithin(eventNow(c), BFF_START, BFF_END);
  const u = mine(c);
  if (houseAt(u, eventNow(c))?.exchanged !== true) fail('bffHouseLocked', BFF_HOUSE_STATUS.locked);
  return u;
}

/** A valid user id of someone else, or the refusal "Please enter a valid user id". */
export function otherUser(c: Ctx): string {
  const userId = str(c, 'userId', '').trim();
  if (!USER_ID.test(userId) || userId === c.user.userId) fail('invalidUserId', STATUS.badRequest);
  return userId;
}

/** A user as the supporters' and requests' lists show them. */
export const personRow = (c: Ctx, id: number | string, userId: string, at: number, status: string) => ({ inviteId: id, ...personOf(c.world, userId), status, createTime: isoAt(at) });

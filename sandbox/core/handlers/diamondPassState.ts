/**
 * A user's Diamond Pass: EXP fills free and premium tracks; free rewards need the EXP, premium ones also the
 * upgrade, and after the upgrade both are claimable by current EXP. A season is a calendar month (UTC+8): a new
 * season starts from zero EXP, nothing received and no task counted; a subscription runs for its plan's months
 * (1, 3 or 12) and renews at its end, so it outlives the season.
 */
import { DECORATIONS, GIFTS } from '../catalog';
import type { Ctx } from '../context';
import { mixSeed, mulberry32, randInt } from '../prng';
import { isoAt } from '../time';
import { domain, SEEDED_USERS } from '../users';
import { credit } from '../wallet';

export const PASS_LEVELS = 20;
export const EXP_PER_LEVEL = 100;
/** Subscription types the app sells (1 monthly, 2 quarterly, 3 annual) and their months; their price is the app's. */
export const SUBSCRIPTION_MONTHS: Readonly<Record<number, number>> = { 1: 1, 2: 3, 3: 12 };
export const SUBSCRIPTION_TYPES: readonly number[] = Object.keys(SUBSCRIPTION_MONTHS).map(Number);

export interface PassState {
  /** Start of the season the EXP, rewards, tasks and records belong to. */
  season: number;
  exp: number;
  /** End of the paid subscription (its next renewal); premium while before it. */
  premiumUntil?: number;
  subscriptionType?: number;
  claimed: Record<string, true>;
  tasks: Record<number, { day: number; today: number; total: number }>;
  records: Array<{ exp: number; source: string; time: string }>;
}

/** Season: the calendar month in UTC+8. */
export function season(now: number): { start: number; end: number } {
  const d = new Date(now + 8 * 3_600_000);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 8 * 3_600_000;
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 8 * 3_600_000;
  return { start, end };
}

/** The end of the season `months` seasons from the one of `from` (1: the end of that season). */
function seasonEndAfter(from: number, months: number): number {
  const d = new Date(from + 8 * 3_600_000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1) - 8 * 3_600_000;
}


export const isPremium = (p: PassState, now: number) => p.premiumUntil !== undefined && now < p.premiumUntil;

/** The user's pass in the current season: a new season starts over (the subscription carries on). */
export function passOf(c: Ctx): PassState {
  const current = season(c.now).start;
  const p = domain<PassState>(c.user, 'diamondPass', () => {
    const premium = c.user.userId === SEEDED_USERS.premium;
    const seeded = [SEEDED_USERS.newcomer, SEEDED_USERS.exhausted] as string[];
    const exp = premium ? 1_250 : seeded.includes(c.user.userId) ? 0 : randInt(mulberry32(mixSeed(c.world.seed, `pass:${c.user.userId}`)), 0, 800);
    return {
      season: current, exp, ...(premium ? { subscriptionType: 1, premiumUntil: seasonEndAfter(c.now, 1) } : {}),
      claimed: {}, tasks: {}, records: exp ? [{ exp, source: 'Earlier tasks', time: isoAt(current) }] : [],
    };
  });
  if (p.season !== current) Object.assign(p, { season: current, exp: 0, claimed: {}, tasks: {}, records: [] });
  return p;
}

export const freeReward = (level: number) => GIFTS[(level - 1) % 6]!;
export const premiumReward = (level: number) => (level % 5 === 0 ? DECORATIONS[(level / 5 - 1) % DECORATIONS.length]! : GIFTS[4 + (level % 8)]!);

export function rows(p: PassState, now: number) {
  const premium = isPremium(p, now);
  const state = (track: 'free' | 'premium', level: number) =>
    p.claimed[`${track}:${level}`] ? 'received' : p.exp >= level * EXP_PER_LEVEL && (track === 'free' || premium) ? 'redeemable' : 'locked';
  return Array.from({ length: PASS_LEVELS }, (_, i) => i + 1).map((level) => ({
    level, exp: level * EXP_PER_LEVEL,
    free: { reward: freeReward(level), state: state('free', level) },
    premium: { reward: premiumReward(level), state: state('premium', level) },
  }));
}

export function claim(c: Ctx, p: PassState, track: 'free' | 'premium', level: number): void {
  p.claimed[`${track}:${level}`] = true;
  const reward = track === 'free' ? freeReward(level) : premiumReward(level);
  if ('diamonds' in reward) credit(c.user, reward.diamonds);
}

/** A paid plan: its months from the end of a running subscription, or from this season. */
export function subscribe(p: PassState, type: number, now: number): void {
  const months = SUBSCRIPTION_MONTHS[type] ?? 1;
  p.premiumUntil = isPremium(p, now) ? seasonEndAfter(p.premiumUntil! - 1, months + 1) : seasonEndAfter(now, months);
  p.subscriptionType = type;
}

/**
 * Stars Hunters draw odds: every 10 lightens give rare or better,
 * 70 give a limited item; in the special pool a limited item is special with
 * 50% odds, and surely special if the previous limited one was not.
 */
import { giftOrThrow, type Gift } from '../catalog';
import type { Ctx, World } from '../context';
import type { Rng } from '../prng';
import { mixSeed, mulberry32, randInt } from '../prng';
import { domain, SEEDED_USERS, type UserState } from '../users';

export const CATEGORY = { normal: 10000, limit: 20000 } as const;
export const RARE_WITHIN = 10;
export const LIMITED_WITHIN = 70;

export interface SparkPrize extends Gift {
  prizeConfigId: number;
  prizeConfigType: 1 | 2 | 3;
  special: boolean;
  actConfigId: number;
}

export const actConfigIdOf = (category: number) => (category === CATEGORY.limit ? 702 : 701);

export function prizePool(category: number): SparkPrize[] {
  const rows: Array<[number, 1 | 2 | 3, boolean]> = [
    [1001, 1, false], [1002, 1, false], [1003, 1, false], [1004, 1, false],
    [1005, 2, false], [1006, 2, false], [1007, 2, false], [1008, 2, false],
    [1009, 3, false], [1012, 3, false],
    ...(category === CATEGORY.limit ? ([[1010, 3, true], [1011, 3, true]] as Array<[number, 3, boolean]>) : []),
  ];
  return rows.map(([giftId, type, special]) => ({ ...giftOrThrow(giftId), prizeConfigId: actConfigIdOf(category) * 100 + giftId % 100, prizeConfigType: type, special, actConfigId: actConfigIdOf(category) }));
}

interface Pity { sinceRare: number; sinceLimited: number; lastLimitedSpecial: boolean | null }

export interface SparkState {
  sparks: number;
  energy: number;
  /** Stardust of the cycle starting at `stardustCycle` (-1: the seeded balance, of the cycle the user first meets); read it through stardust.ts. */
  stardust: number;
  stardustCycle: number;
  /** Stardust earned and spent, oldest first. */
  stardustLog: Array<{ name: string; amount: number; time: number }>;
  pity: Record<number, Pity>;
  records: Array<{ prize: SparkPrize; time: number; category: number }>;
  tasks: Record<number, true>;
  booked: Record<number, true>;
  vows: string[];
}

export const sparkState = (world: World, user: UserState) => domain<SparkState>(user, 'spark', () => {
  const seeded: Record<string, number> = { [SEEDED_USERS.newcomer]: 3, [SEEDED_USERS.payer]: 200, [SEEDED_USERS.premium]: 40, [SEEDED_USERS.exhausted]: 0 };
  const sparks = seeded[user.userId] ?? randInt(mulberry32(mixSeed(world.seed, `spark:${user.userId}`)), 0, 30);
  // The payer starts with stardust enough for the mall; everyone else earns it by lighting.
  const stardust = user.userId === SEEDED_USERS.payer ? 300 : 0;
  return { sparks, energy: sparks * 2, stardust, stardustCycle: -1, stardustLog: [], pity: {}, records: [], tasks: {}, booked: {}, vows: [] };
});
export const sparkOf = (c: Ctx) => sparkState(c.world, c.user);

export const pityOf = (s: SparkState, category: number): Pity => (s.pity[category] ??= { sinceRare: 0, sinceLimited: 0, lastLimitedSpecial: null });

/** One lighten: the prize type respects the pity counters, then a prize of that type is chosen. */
export function drawOne(rng: Rng, s: SparkState, category: number): SparkPrize {
  const pity = pityOf(s, category);
  pity.sinceRare += 1;
  pity.sinceLimited += 1;
  const r = rng();
  let type: 1 | 2 | 3 = r < 0.01 ? 3 : r < 0.09 ? 2 : 1;
  if (pity.sinceLimited >= LIMITED_WITHIN) type = 3;
  else if (type === 1 && pity.sinceRare >= RARE_WITHIN) type = 2;
  if (type >= 2) pity.sinceRare = 0;
  const pool = prizePool(category).filter((p) => p.prizeConfigType === type);
  let candidates = pool;
  if (type === 3) {
    pity.sinceLimited = 0;
    if (category === CATEGORY.limit) {
      const special = pity.lastLimitedSpecial === false ? true : rng() < 0.5;
      pity.lastLimitedSpecial = special;
      candidates = pool.filter((p) => p.special === special);
    }
  }
  return candidates[Math.floor(rng() * candidates.length)]!;
}

/**
 * The diamond rain wheel (2022 carnival; sandbox base path /activity/diamondRainWheel, not published): one spin
 * costs 99 diamonds, ten spins 990, taken from the wallet ("Not enough diamonds, please top up" when short). The
 * wheel rains diamonds (credited to the wallet at once) or lands on a gift (sent to the backpack); every prize is
 * in the user's record. Times are the page's previewed instant (`?at=`) when it gives one.
 */
import { giftOrThrow, itemIconUrl } from '../catalog';
import { num, pageOf, paging, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { domain } from '../users';
import { pickWeighted } from '../prng';
import { isoAt } from '../time';
import { credit, debit } from '../wallet';
import { eventNow } from './carnivalGifts';
import { grouped } from './carouselCraft';
import { addToBackpack } from './shop';

export const SPIN_COST = 99;
export const WHEEL_BATCHES = [1, 10] as const;
/** The wheel's segments: a shower of diamonds (amount) or a gift (id), by weight. */
export const SEGMENTS: ReadonlyArray<readonly [{ id: number; diamonds?: number }, number]> = [
  [{ id: 1, diamonds: 10 }, 35], [{ id: 2, diamonds: 50 }, 25], [{ id: 3, diamonds: 200 }, 8], [{ id: 4, diamonds: 1_000 }, 2],
  [{ id: 1003 }, 20], [{ id: 1005 }, 8], [{ id: 1008 }, 2],
];

interface Prize { id: number; name: string; icon: string; count: number; diamonds?: number }
const stateOf = (c: Ctx) => domain<{ spins: number; records: Array<Prize & { time: number }> }>(c.user, 'diamondRainWheel', () => ({ spins: 0, records: [] }));

const prizeOf = (s: { id: number; diamonds?: number }): Prize => {
  if (s.diamonds) return { id: s.id, name: `${s.diamonds} Diamonds`, icon: itemIconUrl('Diamonds'), count: 1, diamonds: s.diamonds };
  const g = giftOrThrow(s.id);
  return { id: g.id, name: g.name, icon: g.icon, count: 1 };
};

export const diamondRainWheelRoutes: Routes = {
  'GET /activity/diamondRainWheel/index': (c) => ({
    diamonds: c.user.wallet.diamond, spinCost: SPIN_COST, batches: WHEEL_BATCHES.map((count) => ({ count, price: count * SPIN_COST })),
    spins: stateOf(c).spins, segments: SEGMENTS.map(([s]) => prizeOf(s)), sysTime: isoAt(eventNow(c)),
  }),
  'POST /activity/diamondRainWheel/spin': (c) => {
    const count = num(c, 'count', 0);
    if (!(WHEEL_BATCHES as readonly number[]).includes(count)) fail('badRequest', STATUS.badRequest);
    debit(c.user, count * SPIN_COST);
    const s = stateOf(c);
    const won = Array.from({ length: count }, () => prizeOf(pickWeighted(c.rng, SEGMENTS)));
    for (const p of won) {
      if (p.diamonds) credit(c.user, p.diamonds);
      else addToBackpack(c, p.id, p.name);
      s.records.push({ ...p, time: eventNow(c) });
    }
    s.spins += count;
    return { resultPrizes: grouped(won), diamonds: c.user.wallet.diamond, spins: s.spins };
  },
  'GET /activity/diamondRainWheel/records': (c) => pageOf([...stateOf(c).records].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
};

/**
 * Cave mining (the 2022 carnival; sandbox paths /activity/caveMining/*, not published): 1 dollar = 1 pickaxe, each
 * whole USD topped up during the carnival bringing one (every user starts with 3, the exhausted one with none).
 * Mining uses one pickaxe per dig, 1 or 10 at a time, and each dig gives an ore; short of pickaxes the server says
 * "not enough pickaxes / axes" and nothing is used (the page offers a top-up). Pickaxe packs are sold by the app.
 * GET records { pageNum, pageSize } answers the user's mining record, newest first, a page at a time (the ores of
 * each dig with its time).
 */
import { itemIconUrl } from '../catalog';
import { num, pageOf, paging, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { isoAt } from '../time';
import { domain, SEEDED_USERS, type UserState } from '../users';
import { eventNow } from './carnivalGifts';
import { carnivalWindow, requireCarnival, usdToppedUp } from './carnival2022';

export const PICKAXES_PER_USD = 1;
export const MINE_BATCHES = [1, 10] as const;
const START_PICKAXES = 3;
/** Ores by weight: coal mostly, a diamond ore now and then. */
const ORES: Array<[string, number]> = [['Coal', 45], ['Iron Ore', 30], ['Silver Ore', 15], ['Gold Ore', 8], ['Diamond Ore', 2]];
export const PICKAXE_PACKS = [
  { id: 1, count: 1, price: 1 }, { id: 2, count: 10, price: 10 }, { id: 3, count: 50, price: 50 },
].map((p) => ({ ...p, clientProductId: `cave_pickaxe_${p.count}`, productIdentifier: `com.sandbox.pickaxe.${p.count}` }));

interface MineState {
  used: number;
  ores: Record<string, number>;
  records: Array<{ name: string; icon: string; count: number; time: number }>;
}

const mineState = (user: UserState) => domain<MineState>(user, 'caveMining', () => ({ used: 0, ores: {}, records: [] }));

export function pickaxesOf(c: Ctx): number {
  const start = c.user.userId === SEEDED_USERS.exhausted ? 0 : START_PICKAXES;
  return start + usdToppedUp(c.world, c.user) * PICKAXES_PER_USD - mineState(c.user).used;
}

const oreRow = (name: string, count: number) => ({ id: name, name, icon: itemIconUrl(name), count });

function index(c: Ctx) {
  const s = mineState(c.user);
  return {
    ...carnivalWindow(c), pickaxes: pickaxesOf(c), pickaxesPerUsd: PICKAXES_PER_USD, batches: [...MINE_BATCHES],
    ores: ORES.map(([name]) => oreRow(name, s.ores[name] ?? 0)),
  };
}

function dig(c: Ctx): string {
  let roll = c.rng() * ORES.reduce((n, [, w]) => n + w, 0);
  return (ORES.find(([, w]) => (roll -= w) < 0) ?? ORES[0]!)[0];
}

export const caveMiningRoutes: Routes = {
  'GET /activity/caveMining/index': index,
  'GET /activity/caveMining/records': (c) => pageOf([...mineState(c.user).records].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
  'GET /activity/caveMining/products': () => ({ rows: PICKAXE_PACKS.map((p) => ({ product: p })) }),
  'POST /activity/caveMining/mine': (c) => {
    requireCarnival(c);
    const count = num(c, 'count', 0);
    if (!(MINE_BATCHES as readonly number[]).includes(count)) fail('badRequest', STATUS.badRequest);
    if (pickaxesOf(c) < count) fail('notEnoughPickaxes', STATUS.balance);
    const s = mineState(c.user);
    s.used += count;
    const mined: Record<string, number> = {};
    for (let i = 0; i < count; i += 1) {
      const ore = dig(c);
      mined[ore] = (mined[ore] ?? 0) + 1;
      s.ores[ore] = (s.ores[ore] ?? 0) + 1;
    }
    const prizes = Object.entries(mined).map(([name, n]) => oreRow(name, n));
    const time = eventNow(c);
    s.records.push(...prizes.map(({ name, icon, count: n }) => ({ name, icon, count: n, time })));
    return { prizes, ...index(c) };
  },
};

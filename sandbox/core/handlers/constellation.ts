/**
 * Constellation treasure (only the screen is named). Sandbox paths, defined
 * here: GET /activity/constellation/index, POST draw, POST claim, GET records.
 *
 * What the sandbox assumes: four constellations (Aries 4 stars, Taurus 5,
 * Gemini 6, Leo 7). A draw (50 diamonds, ×1 or ×10) lights one star not yet
 * lit of a constellation not yet complete, chosen at random. A complete
 * constellation's reward is claimed once per completion; claiming starts
 * that constellation over, so it can be collected again. When every
 * constellation is complete and unclaimed, a draw asks to claim first; a
 * batch lights at most the stars still dark and charges only for those.
 */
import { itemIconUrl } from '../catalog';
import { num, pageOf, paging, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { domain, SEEDED_USERS } from '../users';
import { debit } from '../wallet';

export const STAR_PRICE = 50;
export const STAR_BATCHES = [1, 10] as const;
export const CONSTELLATIONS = [
  { id: 'aries', name: 'Aries', stars: 4, reward: { name: 'Neon Frame', days: 7 } },
  { id: 'taurus', name: 'Taurus', stars: 5, reward: { name: 'Star Badge', days: 30 } },
  { id: 'gemini', name: 'Gemini', stars: 6, reward: { name: 'Aurora Entrance', days: 3 } },
  { id: 'leo', name: 'Leo', stars: 7, reward: { name: 'Moon Rider', days: 7 } },
] as const;
type ConstellationId = (typeof CONSTELLATIONS)[number]['id'];

interface SkyState { lit: Record<ConstellationId, number[]>; claimed: Record<ConstellationId, number>; records: Array<{ kind: 'star' | 'reward'; name: string; star?: number; time: number }> }

/** Seeded states: the payer (10002) has Aries complete (reward to claim) and Leo one star short; 10007 has no diamonds. */
export const skyState = (c: Ctx) => domain<SkyState>(c.user, 'constellation', () => {
  const s: SkyState = { lit: { aries: [], taurus: [], gemini: [], leo: [] }, claimed: { aries: 0, taurus: 0, gemini: 0, leo: 0 }, records: [] };
  if (c.user.userId === SEEDED_USERS.payer) {
    s.lit.aries = [1, 2, 3, 4];
    s.lit.leo = [1, 2, 3, 4, 5, 6];
  }
  return s;
});

const complete = (s: SkyState, id: ConstellationId) => s.lit[id].length >= CONSTELLATIONS.find((k) => k.id === id)!.stars;

function view(c: Ctx, s: SkyState) {
  return {
    price: STAR_PRICE,
    batches: STAR_BATCHES,
    diamond: c.user.wallet.diamond,
    constellations: CONSTELLATIONS.map((k) => ({
      id: k.id, name: k.name, stars: k.stars, lit: [...s.lit[k.id]].sort((a, b) => a - b), complete: complete(s, k.id), claimedTimes: s.claimed[k.id],
      reward: { name: k.reward.name, icon: itemIconUrl(k.reward.name), days: k.reward.days },
    })),
  };
}

export const constellationRoutes: Routes = {
  'GET /activity/constellation/index': (c) => view(c, skyState(c)),
  'POST /activity/constellation/draw': (c) => {
    const s = skyState(c);
    const count = num(c, 'count');
    if (!(STAR_BATCHES as readonly number[]).includes(count)) fail('badRequest', STATUS.badRequest);
    const open = () => CONSTELLATIONS.filter((k) => !complete(s, k.id));
    if (open().length === 0) fail('claimFirst', STATUS.rule);
    // A batch lights at most the stars still dark; only the stars lit are paid for.
    const dark = open().reduce((n, k) => n + k.stars - s.lit[k.id].length, 0);
    const lights = Math.min(count, dark);
    debit(c.user, STAR_PRICE * lights);
    const stars: Array<{ constellation: string; name: string; star: number; completed: boolean }> = [];
    for (let i = 0; i < lights; i++) {
      const choices = open();
      const k = choices[Math.floor(c.rng() * choices.length)]!;
      const missing = Array.from({ length: k.stars }, (_, n) => n + 1).filter((n) => !s.lit[k.id].includes(n));
      const star = missing[Math.floor(c.rng() * missing.length)]!;
      s.lit[k.id].push(star);
      s.records.push({ kind: 'star', name: k.name, star, time: c.now });
      stars.push({ constellation: k.id, name: k.name, star, completed: complete(s, k.id) });
    }
    return { stars, ...view(c, s) };
  },
  /** A complete constellation's reward, once per completion; the constellation starts over. */
  'POST /activity/constellation/claim': (c) => {
    const s = skyState(c);
    const id = str(c, 'constellation');
    const k = CONSTELLATIONS.find((x) => x.id === id) ?? fail('badRequest', STATUS.badRequest);
    if (!complete(s, k.id)) fail('constellationIncomplete', STATUS.rule);
    s.lit[k.id] = [];
    s.claimed[k.id] += 1;
    s.records.push({ kind: 'reward', name: k.reward.name, time: c.now });
    return withMessage({ reward: { name: k.reward.name, icon: itemIconUrl(k.reward.name), days: k.reward.days }, ...view(c, s) }, 'rewardSent');
  },
  'GET /activity/constellation/records': (c) =>
    // One row per star lit (the constellation, one star, which star) and per reward claimed.
    pageOf([...skyState(c).records].reverse().map((r) => ({ name: r.name, icon: itemIconUrl(r.name), count: 1, kind: r.kind, ...(r.star ? { star: r.star } : {}), createTime: isoAt(r.time) })), paging(c)),
};

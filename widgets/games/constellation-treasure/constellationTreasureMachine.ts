/**
 * Constellation treasure, pure (as widgets/slot-machine/roundMachine.ts).
 *
 * Reading: the index gives the price of one star in diamonds, the draw batches (×1, ×10), the diamond balance
 * and the constellations, each with its number of stars, the stars lit so far, whether it is complete, how
 * often its reward was claimed and the reward itself.
 *
 * A draw lights stars not yet lit of constellations not yet complete (idle -> drawing -> revealing -> shown);
 * a batch lights at most the stars still dark and is charged only for those. When every constellation is
 * complete, a draw waits until a reward is claimed. Claiming a complete constellation's reward (idle ->
 * claiming -> shown) starts that constellation over. The answer's sky replaces the index's until the index is
 * read again. One request at a time.
 */
import { isRow, readNumber, readText } from '@kit/readField';

export const STAR_BATCHES = [1, 10] as const;

/** The twelve signs: their names are translated by id; another id shows the server's name. */
export const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
export const isSign = (id: string): id is (typeof SIGNS)[number] => (SIGNS as readonly string[]).includes(id);

export interface SkyReward {
  name: string;
  icon?: string;
  /** Validity of the reward in days, when it has one. */
  days?: number;
}

export interface Constellation {
  id: string;
  name: string;
  stars: number;
  /** The star numbers lit (1..stars), ascending. */
  lit: number[];
  complete: boolean;
  claimedTimes: number;
  reward?: SkyReward;
}

export interface SkyIndex {
  price: number;
  batches: number[];
  diamond: number;
  constellations: Constellation[];
}

/** A star a draw lit; `completed` when it was the constellation's last dark star. */
export interface DrawnStar {
  key: string;
  constellation: string;
  name: string;
  star: number;
  completed: boolean;
}

function readReward(v: unknown): SkyReward | undefined {
  if (!isRow(v)) return undefined;
  const name = readText(v, 'name');
  if (!name) return undefined;
  const icon = readText(v, 'icon');
  const days = readNumber(v, 'days');
  return { name, ...(icon ? { icon } : {}), ...(days ? { days } : {}) };
}

export function readConstellations(rows: unknown): Constellation[] {
  if (!Array.isArray(rows)) return [];
  return rows.filter(isRow).flatMap((r) => {
    const id = readText(r, 'id');
    const stars = readNumber(r, 'stars');
    if (!id || !stars || stars < 1) return [];
    const lit = Array.isArray(r.lit) ? [...new Set(r.lit.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= stars))].sort((a, b) => a - b) : [];
    const reward = readReward(r.reward);
    return [{ id, name: readText(r, 'name') ?? id, stars, lit, complete: r.complete === true || lit.length >= stars, claimedTimes: readNumber(r, 'claimedTimes') ?? 0, ...(reward ? { reward } : {}) }];
  });
}

/** The index, or undefined when it names no constellation (nothing to collect). */
export function readIndex(answer: unknown): SkyIndex | undefined {
  if (!isRow(answer)) return undefined;
  const constellations = readConstellations(answer.constellations);
  const price = readNumber(answer, 'price');
  if (constellations.length === 0 || price === undefined) return undefined;
  const batches = Array.isArray(answer.batches) ? answer.batches.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
  return { price, batches: batches.length > 0 ? batches : [...STAR_BATCHES], diamond: readNumber(answer, 'diamond') ?? 0, constellations };
}

export function readStars(answer: unknown): DrawnStar[] {
  const rows = isRow(answer) && Array.isArray(answer.stars) ? answer.stars.filter(isRow) : [];
  return rows.flatMap((r, i) => {
    const constellation = readText(r, 'constellation');
    const star = readNumber(r, 'star');
    if (!constellation || star === undefined) return [];
    return [{ key: `${constellation}-${star}-${i}`, constellation, name: readText(r, 'name') ?? constellation, star, completed: r.completed === true }];
  });
}

/** The reward a claim sent. */
export const readClaimed = (answer: unknown): SkyReward | undefined => (isRow(answer) ? readReward(answer.reward) : undefined);

/** Stars still dark in the constellations not yet complete. */
export const darkStars = (sky: readonly Constellation[]) => sky.reduce((n, k) => (k.complete ? n : n + k.stars - k.lit.length), 0);

/** What a batch of `count` costs: only the stars it can still light are paid for. */
export const drawCost = (index: SkyIndex, sky: readonly Constellation[], count: number) => index.price * Math.min(count, darkStars(sky));

export type SkyPhase = 'idle' | 'drawing' | 'claiming' | 'revealing' | 'shown';

export interface SkyState {
  phase: SkyPhase;
  /** The stars the last draw lit. */
  stars: DrawnStar[];
  /** The reward the last claim sent (the result shows it instead of stars). */
  reward?: SkyReward;
  /** The constellation whose reward is being claimed. */
  claiming?: string;
  /** The sky of the last answer: it wins over the index until the index is read again. */
  sky?: Constellation[];
}

export const skyStart: SkyState = { phase: 'idle', stars: [] };

export type SkyEvent =
  | { type: 'drawStart' }
  | { type: 'drawn'; stars: DrawnStar[]; sky: Constellation[]; reducedMotion: boolean }
  | { type: 'claimStart'; constellation: string }
  | { type: 'claimed'; reward: SkyReward | undefined; sky: Constellation[] }
  | { type: 'failed' }
  | { type: 'revealed' }
  | { type: 'close' }
  | { type: 'indexLoaded' };

const withSky = (s: SkyState, sky: Constellation[]) => (sky.length > 0 ? { sky } : s.sky ? { sky: s.sky } : {});

export function skyReducer(s: SkyState, e: SkyEvent): SkyState {
  switch (e.type) {
    case 'drawStart':
      return s.phase === 'idle' ? { ...withSky(s, []), phase: 'drawing', stars: [] } : s;
    case 'drawn':
      if (s.phase !== 'drawing') return s;
      return { phase: e.reducedMotion || e.stars.length === 0 ? 'shown' : 'revealing', stars: e.stars, ...withSky(s, e.sky) };
    case 'claimStart':
      return s.phase === 'idle' ? { ...withSky(s, []), phase: 'claiming', stars: [], claiming: e.constellation } : s;
    case 'claimed':
      if (s.phase !== 'claiming') return s;
      return { phase: e.reward ? 'shown' : 'idle', stars: [], ...(e.reward ? { reward: e.reward } : {}), ...withSky(s, e.sky) };
    case 'failed':
      return s.phase === 'drawing' || s.phase === 'claiming' ? { ...withSky(s, []), phase: 'idle', stars: [] } : s;
    case 'revealed':
      return s.phase === 'revealing' ? { ...s, phase: 'shown' } : s;
    case 'close':
      return s.phase === 'revealing' || s.phase === 'shown' ? { ...withSky(s, []), phase: 'idle', stars: [] } : s;
    case 'indexLoaded': {
      if (!s.sky || s.phase === 'drawing' || s.phase === 'claiming') return s;
      const { sky: _sky, ...rest } = s;
      return rest;
    }
  }
}

export type SkyCheck = { ok: true } | { ok: false; reason: 'busy' | 'claimFirst' | 'noDiamonds' | 'incomplete' };

/** Whether a batch of `count` may be sent: nothing else under way, a star still dark, diamonds for the stars it lights. */
export function checkDraw(index: SkyIndex, sky: readonly Constellation[], s: SkyState, count: number): SkyCheck {
  if (s.phase !== 'idle') return { ok: false, reason: 'busy' };
  if (darkStars(sky) === 0) return { ok: false, reason: 'claimFirst' };
  if (index.diamond < drawCost(index, sky, count)) return { ok: false, reason: 'noDiamonds' };
  return { ok: true };
}

/** Whether the reward of `k` may be claimed: it is complete and nothing else is under way. */
export function checkClaim(k: Constellation, s: SkyState): SkyCheck {
  if (s.phase !== 'idle') return { ok: false, reason: 'busy' };
  return k.complete ? { ok: true } : { ok: false, reason: 'incomplete' };
}

/**
 * The constellation treasure's answers, read defensively: the index (the price of one star in diamonds, the draw
 * batches ×1 and ×10, the diamond balance and the constellations, each with its number of stars, the stars lit so
 * far, whether it is complete, how often its reward was claimed and the reward itself), the stars a draw lit and
 * the reward a claim sent.
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

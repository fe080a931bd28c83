/**
 * Constellation treasure, pure; its answers are read in ./constellationTreasureAnswers.ts.
 *
 * A draw lights stars not yet lit of constellations not yet complete (idle -> drawing -> revealing -> shown);
 * a batch lights at most the stars still dark and is charged only for those. When every constellation is
 * complete, a draw waits until a reward is claimed. Claiming a complete constellation's reward (idle ->
 * claiming -> shown) starts that constellation over. The answer's sky replaces the index's until the index is
 * read again. One request at a time.
 */
import { answeredPhase, dropReported, revealed } from '@kit/draw/drawSteps';
import { isResultPhase } from '@kit/draw/resultPhase';
import type { Constellation, DrawnStar, SkyIndex, SkyReward } from './constellationTreasureAnswers';

export * from './constellationTreasureAnswers';

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
      return { phase: answeredPhase(e.reducedMotion, e.stars.length), stars: e.stars, ...withSky(s, e.sky) };
    case 'claimStart':
      return s.phase === 'idle' ? { ...withSky(s, []), phase: 'claiming', stars: [], claiming: e.constellation } : s;
    case 'claimed':
      if (s.phase !== 'claiming') return s;
      return { phase: e.reward ? 'shown' : 'idle', stars: [], ...(e.reward ? { reward: e.reward } : {}), ...withSky(s, e.sky) };
    case 'failed':
      return s.phase === 'drawing' || s.phase === 'claiming' ? { ...withSky(s, []), phase: 'idle', stars: [] } : s;
    case 'revealed':
      return revealed(s);
    case 'close':
      return isResultPhase(s.phase) ? { ...withSky(s, []), phase: 'idle', stars: [] } : s;
    case 'indexLoaded':
      return dropReported(s, 'sky', s.phase === 'drawing' || s.phase === 'claiming');
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

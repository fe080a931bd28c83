/**
 * The spark draw (Stars Hunters, Stars Mercury), pure and clock-driven.
 *
 * Reading: the draw config gives actConfigId, drawStatus (1 drawable),
 * drawStart, drawEnd, the pity counters (jpIntervalNum / userJpIntervalNum for
 * a limited item within 70 lightens, rareIntervalNum / userRareIntervalNum for
 * rare or better within 10) and the prizes (types: normal 1, high 2, limited 3).
 *
 * Drawing: allowed only while drawStatus is 1 and now is between
 * drawStart and drawEnd, with enough sparks, one draw at a time. A draw goes
 * idle -> drawing -> revealing (the result's animation) -> shown; the
 * animation can be skipped, and with reduced motion the result is shown at
 * once. The draw's answer carries the new spark count and pity counters,
 * which override the config until the config is read again.
 */
import { drawStep, dropReported, type DrawEvent as KitEvent, type DrawPhase as KitPhase, type DrawState as KitState } from '@kit/draw/drawSteps';
import { byRank, instant, isRow, num, pityLine, readPrizes, type PityLine, type SparkPrize } from './sparkPrize';

export { PRIZE_TYPE, DRAW_BATCHES, instant, readPrize, readPrizes, byRank, pityLine } from './sparkPrize';
export type { PrizeType, SparkPrize, PityLine } from './sparkPrize';

/** Act categories: the normal pool and the limited (special) pool. */
export const ACT_CATEGORY = { normal: 10000, limit: 20000 } as const;
/** Rare or better within 10 lightens; a limited item within 70. */
export const RARE_WITHIN = 10;
export const LIMITED_WITHIN = 70;

/** What the pity counters and spark count say now. */
export interface SparkCounts {
  sparkCount: number;
  /** Lightens since the last limited item, and how many lightens surely give one. */
  userJpIntervalNum: number;
  jpIntervalNum: number;
  /** Lightens since the last rare-or-better prize, and how many surely give one. */
  userRareIntervalNum: number;
  rareIntervalNum: number;
}

export interface SparkConfig extends SparkCounts {
  actConfigId: number;
  drawStatus: number;
  drawStart?: number;
  drawEnd?: number;
  /** Every prize of the pool, best first. */
  prizes: SparkPrize[];
}

/** The counts an answer (config or draw) reports, over the ones known before. */
export function readCounts(answer: unknown, before?: SparkCounts): SparkCounts | undefined {
  if (!isRow(answer)) return undefined;
  const sparkCount = num(answer, 'sparkCount') ?? before?.sparkCount;
  if (sparkCount === undefined) return undefined;
  return {
    sparkCount,
    userJpIntervalNum: num(answer, 'userJpIntervalNum') ?? before?.userJpIntervalNum ?? 0,
    jpIntervalNum: num(answer, 'jpIntervalNum') ?? before?.jpIntervalNum ?? LIMITED_WITHIN,
    userRareIntervalNum: num(answer, 'userRareIntervalNum') ?? before?.userRareIntervalNum ?? 0,
    rareIntervalNum: num(answer, 'rareIntervalNum') ?? before?.rareIntervalNum ?? RARE_WITHIN,
  };
}

/** A draw config answer, or undefined when it has no config id (nothing to draw in). */
export function readDrawConfig(answer: unknown): SparkConfig | undefined {
  if (!isRow(answer)) return undefined;
  const actConfigId = num(answer, 'actConfigId');
  const counts = readCounts(answer, { sparkCount: 0, userJpIntervalNum: 0, jpIntervalNum: LIMITED_WITHIN, userRareIntervalNum: 0, rareIntervalNum: RARE_WITHIN });
  if (actConfigId === undefined || !counts) return undefined;
  const all = readPrizes(answer.allPrizeConfigs);
  const drawStart = instant(answer.drawStart);
  const drawEnd = instant(answer.drawEnd);
  return {
    ...counts,
    actConfigId,
    drawStatus: num(answer, 'drawStatus') ?? 0,
    ...(drawStart !== undefined ? { drawStart } : {}),
    ...(drawEnd !== undefined ? { drawEnd } : {}),
    prizes: byRank(all.length > 0 ? all : readPrizes(answer.prizeConfigs)),
  };
}

export type Availability = 'open' | 'notStarted' | 'ended' | 'closed';

/** Drawable only while drawStatus is 1, between drawStart and drawEnd. */
export function availability(cfg: Pick<SparkConfig, 'drawStatus' | 'drawStart' | 'drawEnd'>, now: number): Availability {
  if (cfg.drawStart !== undefined && now < cfg.drawStart) return 'notStarted';
  if (cfg.drawEnd !== undefined && now >= cfg.drawEnd) return 'ended';
  return cfg.drawStatus === 1 ? 'open' : 'closed';
}

/** The "lighten x times" progress: rare or better within 10, limited within 70. */
export function pityProgress(c: SparkCounts): { rare: PityLine; limited: PityLine } {
  return { rare: pityLine(c.userRareIntervalNum, c.rareIntervalNum), limited: pityLine(c.userJpIntervalNum, c.jpIntervalNum) };
}

export type DrawPhase = KitPhase;

/** A draw of the kit's machine, with its batch and the counts its answer reported (they win over the config until it is read again). */
export type DrawState = KitState<SparkPrize> & { drawNum?: number; counts?: SparkCounts };

export const initialDrawState: DrawState = { phase: 'idle', result: [] };

export type DrawEvent =
  | Exclude<KitEvent<SparkPrize>, { type: 'start' | 'answered' }>
  | { type: 'start'; drawNum: number }
  | { type: 'answered'; prizes: SparkPrize[]; counts?: SparkCounts; reducedMotion: boolean }
  /** A fresh config came in: its counts are the truth again. */
  | { type: 'configLoaded' };

export function drawReducer(state: DrawState, event: DrawEvent): DrawState {
  if (event.type === 'configLoaded') return dropReported(state, 'counts');
  const next = drawStep(state, event);
  if (next === state) return next;
  if (event.type === 'start') return { ...next, drawNum: event.drawNum };
  return event.type === 'answered' && event.counts ? { ...next, counts: event.counts } : next;
}

/** The counts shown: the last draw's answer over the config. */
export const currentCounts = (cfg: SparkCounts, state: DrawState): SparkCounts => state.counts ?? cfg;

export type DrawCheck = { ok: true } | { ok: false; reason: Availability | 'noSparks' | 'busy' };

/** Whether a draw of `drawNum` may be sent now; a draw without enough sparks opens the app's buy sheet instead. */
export function checkDraw(cfg: SparkConfig, state: DrawState, drawNum: number, now: number): DrawCheck {
  if (state.phase === 'drawing') return { ok: false, reason: 'busy' };
  const open = availability(cfg, now);
  if (open !== 'open') return { ok: false, reason: open };
  if (currentCounts(cfg, state).sparkCount < drawNum) return { ok: false, reason: 'noSparks' };
  return { ok: true };
}

import { describe, expect, it } from 'vitest';
import {
  availability,
  byRank,
  checkDraw,
  currentCounts,
  drawReducer,
  initialDrawState,
  pityProgress,
  readCounts,
  readDrawConfig,
  type DrawState,
  type SparkConfig,
} from './drawMachine';

const START = Date.parse('2026-11-20T00:00:00+08:00');
const END = Date.parse('2026-12-19T22:59:00+08:00');

const answer = {
  actConfigId: 701,
  drawStatus: 1,
  drawStart: '2026-11-20T00:00:00+08:00',
  drawEnd: '2026-12-19T22:59:00+08:00',
  jpIntervalNum: 70,
  userJpIntervalNum: 12,
  rareIntervalNum: 10,
  userRareIntervalNum: 3,
  sparkCount: 14,
  allPrizeConfigs: [
    { prizeConfigId: 70101, name: 'Rose', prizeConfigType: 1, diamonds: 1 },
    { prizeConfigId: 70110, name: 'Castle', prizeConfigType: 3, special: true, diamonds: 9999 },
    { prizeConfigId: 70105, name: 'Car', prizeConfigType: 2 },
    { prizeConfigId: 70109, name: 'Yacht', prizeConfigType: 3 },
  ],
};
const cfg = readDrawConfig(answer) as SparkConfig;
const prize = { key: 'x', name: 'Rose', type: 1 as const, special: false };

describe('reading the draw config', () => {
  it('reads the config id, status, window, pity counters and spark count', () => {
    expect(cfg).toMatchObject({ actConfigId: 701, drawStatus: 1, drawStart: START, drawEnd: END, sparkCount: 14, userJpIntervalNum: 12, jpIntervalNum: 70, userRareIntervalNum: 3, rareIntervalNum: 10 });
  });
  it('lists prizes best first: special limited, limited, high, normal', () => {
    expect(cfg.prizes.map((p) => p.name)).toEqual(['Castle', 'Yacht', 'Car', 'Rose']);
    expect(byRank([{ ...prize, name: 'a' }, { ...prize, name: 'b', type: 2 }]).map((p) => p.name)).toEqual(['b', 'a']);
  });
  it('an answer without a config id is nothing to draw in; missing counts take the defaults (10 and 70)', () => {
    expect(readDrawConfig({ drawStatus: 1 })).toBeUndefined();
    expect(readDrawConfig(null)).toBeUndefined();
    expect(readDrawConfig({ actConfigId: 9, sparkCount: 'x' })).toMatchObject({ sparkCount: 0, jpIntervalNum: 70, rareIntervalNum: 10, drawStatus: 0, prizes: [] });
  });
  it('a draw answer updates only the counts it carries', () => {
    expect(readCounts({ sparkCount: 4, userJpIntervalNum: 22 }, cfg)).toEqual({ sparkCount: 4, userJpIntervalNum: 22, jpIntervalNum: 70, userRareIntervalNum: 3, rareIntervalNum: 10 });
    expect(readCounts({ resultPrizes: [] })).toBeUndefined();
  });
});

describe('drawable only while drawStatus is 1, between drawStart and drawEnd', () => {
  it('names each reason', () => {
    expect(availability(cfg, START - 1)).toBe('notStarted');
    expect(availability(cfg, START)).toBe('open');
    expect(availability(cfg, END - 1)).toBe('open');
    expect(availability(cfg, END)).toBe('ended');
    expect(availability({ ...cfg, drawStatus: 0 }, START + 1)).toBe('closed');
  });
  it('a draw needs an open window and enough sparks, and only one is under way', () => {
    const now = START + 1000;
    expect(checkDraw(cfg, initialDrawState, 10, now)).toEqual({ ok: true });
    expect(checkDraw(cfg, initialDrawState, 10, END)).toEqual({ ok: false, reason: 'ended' });
    expect(checkDraw({ ...cfg, sparkCount: 9 }, initialDrawState, 10, now)).toEqual({ ok: false, reason: 'noSparks' });
    expect(checkDraw({ ...cfg, sparkCount: 9 }, initialDrawState, 1, now)).toEqual({ ok: true });
    const drawing = drawReducer(initialDrawState, { type: 'start', drawNum: 1 });
    expect(checkDraw(cfg, drawing, 1, now)).toEqual({ ok: false, reason: 'busy' });
  });
  it('after a draw the spark count of its answer decides the next one', () => {
    const s = run(initialDrawState, { type: 'start', drawNum: 10 }, { type: 'answered', prizes: [prize], counts: { ...cfg, sparkCount: 4 }, reducedMotion: false });
    expect(checkDraw(cfg, s, 10, START + 1)).toEqual({ ok: false, reason: 'noSparks' });
  });
});

function run(state: DrawState, ...events: Parameters<typeof drawReducer>[1][]): DrawState {
  return events.reduce(drawReducer, state);
}

describe('the draw and its result', () => {
  it('drawing -> revealing -> shown -> idle; the animation can be skipped', () => {
    const drawing = run(initialDrawState, { type: 'start', drawNum: 10 });
    expect(drawing.phase).toBe('drawing');
    const revealing = drawReducer(drawing, { type: 'answered', prizes: [prize, prize], reducedMotion: false });
    expect(revealing).toMatchObject({ phase: 'revealing', result: [prize, prize], drawNum: 10 });
    expect(drawReducer(revealing, { type: 'skip' }).phase).toBe('shown');
    expect(drawReducer(revealing, { type: 'revealed' }).phase).toBe('shown');
    expect(drawReducer(drawReducer(revealing, { type: 'skip' }), { type: 'close' })).toMatchObject({ phase: 'idle', result: [] });
  });
  it('with reduced motion the result is shown at once', () => {
    expect(run(initialDrawState, { type: 'start', drawNum: 1 }, { type: 'answered', prizes: [prize], reducedMotion: true }).phase).toBe('shown');
  });
  it('a second start while drawing changes nothing; a failure goes back to idle with no result', () => {
    const drawing = run(initialDrawState, { type: 'start', drawNum: 10 });
    expect(drawReducer(drawing, { type: 'start', drawNum: 1 })).toBe(drawing);
    expect(drawReducer(drawing, { type: 'failed' })).toMatchObject({ phase: 'idle', result: [] });
  });
  it('an answer that comes when no draw is under way is ignored', () => {
    expect(drawReducer(initialDrawState, { type: 'answered', prizes: [prize], reducedMotion: false })).toBe(initialDrawState);
  });
  it('the pity progress moves with the draw answer, and the fresh config takes over again', () => {
    const after = run(initialDrawState, { type: 'start', drawNum: 1 }, { type: 'answered', prizes: [prize], counts: { ...cfg, userJpIntervalNum: 13, userRareIntervalNum: 4, sparkCount: 13 }, reducedMotion: true });
    expect(pityProgress(currentCounts(cfg, after))).toEqual({ rare: { count: 4, within: 10, left: 6 }, limited: { count: 13, within: 70, left: 57 } });
    const reloaded = drawReducer(after, { type: 'configLoaded' });
    expect(currentCounts(cfg, reloaded).userJpIntervalNum).toBe(12);
  });
});

describe('pity: rare or better within 10, limited within 70', () => {
  it('counts lightens and what is left, never past the guarantee', () => {
    expect(pityProgress({ ...cfg, userRareIntervalNum: 0, userJpIntervalNum: 0 })).toEqual({ rare: { count: 0, within: 10, left: 10 }, limited: { count: 0, within: 70, left: 70 } });
    expect(pityProgress({ ...cfg, userRareIntervalNum: 9, userJpIntervalNum: 69 })).toEqual({ rare: { count: 9, within: 10, left: 1 }, limited: { count: 69, within: 70, left: 1 } });
    expect(pityProgress({ ...cfg, userRareIntervalNum: 40, userJpIntervalNum: -3 }).rare.left).toBe(1);
    expect(pityProgress({ ...cfg, userJpIntervalNum: -3 }).limited.count).toBe(0);
  });
});

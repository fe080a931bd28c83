import { describe, expect, it } from 'vitest';
import {
  checkSmash,
  choiceStatus,
  currentCounts,
  eggReducer,
  guarantee,
  initialEggState,
  readEggIndex,
  readSmashResult,
  type EggEvent,
  type EggIndex,
  type EggState,
} from './goldenEggMachine';

const answer = {
  points: 250, chances: 2, freeSmash: false, pointsPerSmash: 100, canChoose: false, chosenGiftId: 1008, chosenWon: false,
  smashesTowardChosen: 19, guaranteeWithin: 20, allGiftsOut: false, resetAt: '2026-11-23T00:00:00+08:00',
  choosable: [{ gift: { id: 1007, name: 'Crown', diamonds: 999 }, leftToday: 20 }, { gift: { id: 1008, name: 'Sports Car', diamonds: 2999 }, leftToday: 5 }],
  superBuy: { priceUsd: 0.99, gifts: [{ id: 1001, name: 'Rose', diamonds: 1 }] },
};
const index = readEggIndex(answer) as EggIndex;
const smash = (over: Record<string, unknown> = {}) => readSmashResult({ gift: { id: 1002, name: 'Lollipop' }, golden: false, needChoice: false, chosenWon: false, equivalent: false, chances: 1, smashesTowardChosen: 3, ...over })!;

function run(state: EggState, ...events: EggEvent[]): EggState {
  return events.reduce(eggReducer, state);
}

describe('reading the egg index', () => {
  it('reads points, chances, the chosen gift and its guarantee count, the choosable gifts, the reset and the offer', () => {
    expect(index).toMatchObject({ points: 250, chances: 2, chosenGiftId: 1008, toward: 19, guaranteeWithin: 20, resetAt: Date.parse('2026-11-23T00:00:00+08:00') });
    expect(index.choosable).toEqual([{ id: 1007, name: 'Crown', diamonds: 999, leftToday: 20 }, { id: 1008, name: 'Sports Car', diamonds: 2999, leftToday: 5 }]);
    expect(index.superBuy).toEqual({ priceUsd: 0.99, gifts: [{ id: 1001, name: 'Rose', diamonds: 1 }] });
  });
  it('100 points make a smash and the free first smash adds one when the answer gives no chances', () => {
    expect(readEggIndex({ points: 250 })?.chances).toBe(2);
    expect(readEggIndex({ points: 0, freeSmash: true })?.chances).toBe(1);
    expect(readEggIndex({ points: 'x' })).toBeUndefined();
    expect(readEggIndex(null)).toBeUndefined();
  });
  it('a smash answer without a gift is not a result', () => {
    expect(readSmashResult({ golden: true })).toBeUndefined();
    expect(smash({ equivalent: true, gift: { id: 1006, name: 'Equal Heart', diamonds: 399 } })).toMatchObject({ equivalent: true, gift: { diamonds: 399 } });
  });
});

describe('smashing', () => {
  it('goes smashing -> revealing -> shown -> idle; skipping ends the animation; reduced motion shows the result at once', () => {
    const revealing = run(initialEggState, { type: 'start' }, { type: 'answered', result: smash(), reducedMotion: false });
    expect(revealing.phase).toBe('revealing');
    expect(run(revealing, { type: 'skip' }).phase).toBe('shown');
    expect(run(revealing, { type: 'revealed' }, { type: 'close' })).toEqual({ phase: 'idle', counts: { chances: 1, toward: 3 } });
    expect(run(initialEggState, { type: 'start' }, { type: 'answered', result: smash(), reducedMotion: true }).phase).toBe('shown');
  });
  it('a second start while smashing changes nothing; a failure goes back to idle', () => {
    const s = run(initialEggState, { type: 'start' });
    expect(run(s, { type: 'start' })).toBe(s);
    expect(run(s, { type: 'failed' }).phase).toBe('idle');
  });
  it('a golden egg that needs a choice opens the gift choice when its result is closed', () => {
    const s = run(initialEggState, { type: 'start' }, { type: 'answered', result: smash({ golden: true, needChoice: true }), reducedMotion: true }, { type: 'close' });
    expect(s.phase).toBe('choosing');
    expect(run(s, { type: 'chosen' }).phase).toBe('idle');
  });
  it('the answer\'s counts stand until the index is read again', () => {
    const s = run(initialEggState, { type: 'start' }, { type: 'answered', result: smash(), reducedMotion: true });
    expect(currentCounts(index, s)).toEqual({ chances: 1, toward: 3 });
    expect(currentCounts(index, run(s, { type: 'close' }, { type: 'indexLoaded' }))).toEqual({ chances: 2, toward: 19 });
  });
});

describe('when a smash is refused on the page', () => {
  it('no chance left: the daily tasks are suggested', () => {
    expect(checkSmash({ ...index, chances: 0 }, initialEggState)).toEqual({ ok: false, reason: 'noChance' });
    expect(checkSmash(index, { phase: 'idle', counts: { chances: 0, toward: 0 } })).toEqual({ ok: false, reason: 'noChance' });
  });
  it('all of today\'s gifts out: nothing until tomorrow; one smash at a time', () => {
    expect(checkSmash({ ...index, allGiftsOut: true }, initialEggState)).toEqual({ ok: false, reason: 'allGiftsOut' });
    expect(checkSmash(index, { phase: 'smashing' })).toEqual({ ok: false, reason: 'busy' });
    expect(checkSmash(index, initialEggState)).toEqual({ ok: true });
  });
});

describe('the chosen gift and its 20-smash guarantee', () => {
  it('counts smashes toward the chosen gift; at 19 the next smash is sure to give it', () => {
    expect(guarantee(index, initialEggState)).toMatchObject({ gift: { name: 'Sports Car' }, count: 19, within: 20, left: 1 });
    expect(guarantee({ ...index, toward: 0 }, initialEggState)).toMatchObject({ count: 0, left: 20 });
  });
  it('no guarantee before a choice or once the gift was won', () => {
    const { chosenGiftId: _c, ...none } = index;
    expect(guarantee(none, initialEggState)).toBeUndefined();
    expect(guarantee({ ...index, chosenWon: true }, initialEggState)).toBeUndefined();
  });
  it('the choice is locked until the chosen gift was won', () => {
    expect(choiceStatus(index)).toBe('locked');
    expect(choiceStatus({ ...index, chosenWon: true, canChoose: true })).toBe('open');
    const { chosenGiftId: _c, ...fresh } = index;
    expect(choiceStatus(fresh)).toBe('none');
    expect(choiceStatus({ ...fresh, canChoose: true })).toBe('open');
  });
  it('opening the choice happens only when idle', () => {
    expect(run(initialEggState, { type: 'openChoice' }).phase).toBe('choosing');
    expect(run({ phase: 'smashing' }, { type: 'openChoice' }).phase).toBe('smashing');
  });
});

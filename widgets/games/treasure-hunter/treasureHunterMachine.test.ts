import { describe, expect, it } from 'vitest';
import { checkHunt, huntReducer, huntStart, readIndex, readResults, usesLeft, type HuntEvent, type HuntState, type HuntTool } from './treasureHunterMachine';

const run = (s: HuntState, ...events: HuntEvent[]) => events.reduce(huntReducer, s);
const stone: HuntTool = { tool: 'stone', count: 5, used: 99, every: 100, min: 1299, max: 1999, price: 20 };

describe('treasure hunter machine', () => {
  it('the counter shows the uses left until the guarantee (1 at 99 of 100)', () => {
    expect(usesLeft(stone)).toBe(1);
    expect(usesLeft({ ...stone, used: 0, every: 40 })).toBe(40);
  });

  it('a hunt uses one tool per draw: not without enough tools, not while another is under way', () => {
    expect(checkHunt(stone, huntStart, 10)).toEqual({ ok: false, reason: 'noTools' });
    expect(checkHunt(stone, huntStart, 1)).toEqual({ ok: true });
    const hunting = run(huntStart, { type: 'start' });
    expect(checkHunt(stone, hunting, 1)).toEqual({ ok: false, reason: 'busy' });
    expect(run(hunting, { type: 'start' })).toBe(hunting);
  });

  it('the answer\'s counters (reset after an early high-value gift) win until the index is read again', () => {
    const reset = [{ ...stone, used: 0, count: 4 }];
    const s = run(huntStart, { type: 'start' }, { type: 'answered', prizes: [], tools: reset, reducedMotion: false });
    expect(s.tools).toEqual(reset);
    expect(run(s, { type: 'indexLoaded' }).tools).toBeUndefined();
  });

  it('the result animates unless reduced motion; skip shows it; close returns to idle; a failure ends the hunt', () => {
    const prize = readResults({ results: [{ prizeId: 1, name: 'Rocket', diamonds: 1999, tier: 'high', guaranteed: true }] });
    expect(prize[0]).toMatchObject({ name: 'Rocket', type: 2, guaranteed: true, substitute: false });
    const s = run(huntStart, { type: 'start' }, { type: 'answered', prizes: prize, tools: [], reducedMotion: false });
    expect(s.phase).toBe('revealing');
    expect(run(s, { type: 'revealed' }).phase).toBe('shown');
    expect(run(s, { type: 'close' })).toEqual(huntStart);
    expect(run(huntStart, { type: 'start' }, { type: 'answered', prizes: prize, tools: [], reducedMotion: true }).phase).toBe('shown');
    expect(run(huntStart, { type: 'start' }, { type: 'failed' })).toEqual(huntStart);
  });

  it('the premium prize is marked, and a premium prize owned already reads as the 1000-diamond substitute', () => {
    const [p] = readResults({ results: [{ name: "Hunter's Crown Frame", tier: 'premium', substitute: true, substituteDiamonds: 1000 }] });
    expect(p).toMatchObject({ type: 3, special: true, substitute: true });
  });

  it('reads the index; without tools there is nothing to show', () => {
    expect(readIndex({ tools: [{ tool: 'bow', count: '3', used: 39, every: 40, min: 3999, max: 9999, price: 100 }, { tool: 'axe', every: 1 }], diamond: 50, ownsPremium: true, premiumPrize: { name: 'Frame' }, premiumSubstitute: 1000 })).toEqual({
      tools: [{ tool: 'bow', count: 3, used: 39, every: 40, min: 3999, max: 9999, price: 100 }], diamond: 50, ownsPremium: true, premiumName: 'Frame', premiumSubstitute: 1000,
    });
    expect(readIndex({ tools: [] })).toBeUndefined();
  });
});

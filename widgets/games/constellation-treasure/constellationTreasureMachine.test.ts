import { describe, expect, it } from 'vitest';
import { checkClaim, checkDraw, darkStars, drawCost, readClaimed, readIndex, readStars, skyReducer, skyStart, type Constellation, type SkyEvent, type SkyIndex, type SkyState } from './constellationTreasureMachine';

const run = (s: SkyState, ...events: SkyEvent[]) => events.reduce(skyReducer, s);
const k = (id: string, stars: number, lit: number[], over: Partial<Constellation> = {}): Constellation => ({ id, name: id, stars, lit, complete: lit.length >= stars, claimedTimes: 0, ...over });
const sky = [k('aries', 4, [1, 2, 3, 4]), k('leo', 7, [1, 2, 3, 4, 5, 6])];
const index: SkyIndex = { price: 50, batches: [1, 10], diamond: 1000, constellations: sky };

describe('constellation treasure machine', () => {
  it('a batch is charged only for the stars still dark of the constellations not yet complete', () => {
    expect(darkStars(sky)).toBe(1);
    expect(drawCost(index, sky, 10)).toBe(50);
    expect(drawCost(index, [k('taurus', 5, [])], 10)).toBe(250);
    expect(drawCost(index, [k('taurus', 5, [])], 1)).toBe(50);
  });

  it('a draw waits for a claim when every constellation is complete, needs the diamonds for the stars it lights, and one at a time', () => {
    const full = [k('aries', 4, [1, 2, 3, 4])];
    expect(checkDraw(index, full, skyStart, 1)).toEqual({ ok: false, reason: 'claimFirst' });
    expect(checkDraw({ ...index, diamond: 49 }, sky, skyStart, 10)).toEqual({ ok: false, reason: 'noDiamonds' });
    // 10 asked, one star dark: 50 diamonds are enough.
    expect(checkDraw({ ...index, diamond: 50 }, sky, skyStart, 10)).toEqual({ ok: true });
    const drawing = run(skyStart, { type: 'drawStart' });
    expect(checkDraw(index, sky, drawing, 1)).toEqual({ ok: false, reason: 'busy' });
    expect(run(drawing, { type: 'drawStart' })).toBe(drawing);
    expect(run(drawing, { type: 'claimStart', constellation: 'aries' })).toBe(drawing);
  });

  it('only a complete constellation\'s reward can be claimed, and not while a draw is under way', () => {
    expect(checkClaim(sky[0]!, skyStart)).toEqual({ ok: true });
    expect(checkClaim(sky[1]!, skyStart)).toEqual({ ok: false, reason: 'incomplete' });
    expect(checkClaim(sky[0]!, run(skyStart, { type: 'drawStart' }))).toEqual({ ok: false, reason: 'busy' });
  });

  it('a draw\'s stars animate unless reduced motion; skip shows them; the answer\'s sky wins until the index is read again', () => {
    const stars = readStars({ stars: [{ constellation: 'leo', name: 'Leo', star: 7, completed: true }, { constellation: 'x' }] });
    expect(stars).toEqual([{ key: 'leo-7-0', constellation: 'leo', name: 'Leo', star: 7, completed: true }]);
    const after = [k('aries', 4, [1, 2, 3, 4]), k('leo', 7, [1, 2, 3, 4, 5, 6, 7])];
    const s = run(skyStart, { type: 'drawStart' }, { type: 'drawn', stars, sky: after, reducedMotion: false });
    expect(s).toMatchObject({ phase: 'revealing', stars, sky: after });
    expect(run(s, { type: 'revealed' }).phase).toBe('shown');
    expect(run(skyStart, { type: 'drawStart' }, { type: 'drawn', stars, sky: after, reducedMotion: true }).phase).toBe('shown');
    const closed = run(s, { type: 'close' });
    expect(closed).toEqual({ phase: 'idle', stars: [], sky: after });
    expect(run(closed, { type: 'indexLoaded' })).toEqual(skyStart);
    // While a request is under way the answer's sky stays.
    expect(run(closed, { type: 'drawStart' }, { type: 'indexLoaded' }).sky).toBe(after);
  });

  it('a claim shows the reward sent; a failure ends the request and shows nothing', () => {
    const reward = readClaimed({ reward: { name: 'Neon Frame', icon: '/i.svg', days: 7 } });
    expect(reward).toEqual({ name: 'Neon Frame', icon: '/i.svg', days: 7 });
    const claiming = run(skyStart, { type: 'claimStart', constellation: 'aries' });
    expect(claiming).toMatchObject({ phase: 'claiming', claiming: 'aries' });
    expect(run(claiming, { type: 'claimed', reward, sky: [] })).toEqual({ phase: 'shown', stars: [], reward });
    expect(run(claiming, { type: 'failed' })).toEqual(skyStart);
    expect(run(skyStart, { type: 'drawStart' }, { type: 'failed' })).toEqual(skyStart);
  });

  it('reads the index defensively: stars out of range and repeats are dropped; without constellations there is nothing to show', () => {
    const read = readIndex({ price: '50', diamond: 120, constellations: [{ id: 'gemini', name: 'Gemini', stars: 6, lit: [3, 1, 1, 9, 'x'], claimedTimes: 2, reward: { name: 'Aurora Entrance', days: 3 } }, { id: 'bad' }] });
    expect(read).toEqual({ price: 50, batches: [1, 10], diamond: 120, constellations: [{ id: 'gemini', name: 'Gemini', stars: 6, lit: [1, 3], complete: false, claimedTimes: 2, reward: { name: 'Aurora Entrance', days: 3 } }] });
    expect(readIndex({ price: 50, constellations: [] })).toBeUndefined();
    expect(readIndex(null)).toBeUndefined();
  });
});

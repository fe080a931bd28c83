import { describe, expect, it } from 'vitest';
import { checkDraw, checkTrial, isBusy, luckyReducer, luckyStart, readIndex, tierOf, type LuckyEvent, type LuckyIndex, type LuckyState, type Trial } from './luckyBoxMachine';

const run = (state: LuckyState, ...events: LuckyEvent[]) => events.reduce(luckyReducer, state);
const trial: Trial = { trialId: 7, price: 99, prize: { key: 'p', name: 'Yacht', type: 2, special: false, value: 5999 } };
const index = (over: Partial<LuckyIndex> = {}): LuckyIndex => ({ price: 99, batches: [1, 10, 50], prizes: [], diamond: 10_000, trialAvailable: true, pendingTrial: null, ...over });

describe('lucky box machine (paid trial, batches of 1, 10 and 50)', () => {
  it('a trial prize paid for is kept: offer -> paying -> the result shows the kept prize', () => {
    const offered = run(luckyStart, { type: 'tryStart' }, { type: 'tried', trial });
    expect(offered).toMatchObject({ phase: 'offer', trial });
    const paying = run(offered, { type: 'payStart' });
    expect(isBusy(paying)).toBe(true);
    expect(run(paying, { type: 'paid', reducedMotion: false })).toEqual({ phase: 'revealing', trial: null, result: [trial.prize], kept: true, settled: [7] });
    expect(run(paying, { type: 'paid', reducedMotion: true }).phase).toBe('shown');
  });

  it('giving up asks first; "no" returns to the offer, "yes" loses the prize', () => {
    const asked = run(luckyStart, { type: 'tryStart' }, { type: 'tried', trial }, { type: 'askDrop' });
    expect(asked.phase).toBe('confirmDrop');
    expect(run(asked, { type: 'keepOffer' })).toMatchObject({ phase: 'offer', trial });
    // Dropping is possible only after the question.
    expect(run(luckyStart, { type: 'tryStart' }, { type: 'tried', trial }, { type: 'dropStart' }).phase).toBe('offer');
    expect(run(asked, { type: 'dropStart' }, { type: 'dropped' })).toEqual({ ...luckyStart, settled: [7] });
  });

  it('a refused payment (not enough diamonds) or a failed give-up leaves the offer as it was', () => {
    const offered = run(luckyStart, { type: 'tryStart' }, { type: 'tried', trial });
    expect(run(offered, { type: 'payStart' }, { type: 'failed' })).toMatchObject({ phase: 'offer', trial });
    expect(run(offered, { type: 'askDrop' }, { type: 'dropStart' }, { type: 'failed' })).toMatchObject({ phase: 'offer', trial });
  });

  it('a trial the server still holds (after a reload) is offered again, only while nothing else happens', () => {
    expect(run(luckyStart, { type: 'loaded', pending: trial })).toMatchObject({ phase: 'offer', trial });
    expect(run(luckyStart, { type: 'loaded', pending: null })).toEqual(luckyStart);
    const drawing = run(luckyStart, { type: 'drawStart' });
    expect(run(drawing, { type: 'loaded', pending: trial })).toBe(drawing);
  });

  it('an index read before the server knew of the payment or the give-up offers that trial no more, nor holds the draws', () => {
    const kept = run(luckyStart, { type: 'tryStart' }, { type: 'tried', trial }, { type: 'payStart' }, { type: 'paid', reducedMotion: true }, { type: 'close' });
    const dropped = run(luckyStart, { type: 'tryStart' }, { type: 'tried', trial }, { type: 'askDrop' }, { type: 'dropStart' }, { type: 'dropped' });
    for (const after of [kept, dropped]) {
      expect(run(after, { type: 'loaded', pending: trial })).toMatchObject({ phase: 'idle', trial: null });
      expect(checkDraw(index({ pendingTrial: trial }), after, 1)).toEqual({ ok: true });
      // A new trial (another day's) is offered as before.
      expect(run(after, { type: 'loaded', pending: { ...trial, trialId: 8 } })).toMatchObject({ phase: 'offer', trial: { trialId: 8 } });
    }
  });

  it('single flight: no second request starts while one is under way', () => {
    const trying = run(luckyStart, { type: 'tryStart' });
    expect(run(trying, { type: 'tryStart' })).toBe(trying);
    expect(run(trying, { type: 'drawStart' })).toBe(trying);
    expect(checkTrial(index(), trying)).toEqual({ ok: false, reason: 'busy' });
    expect(checkDraw(index(), trying, 1)).toEqual({ ok: false, reason: 'busy' });
  });

  it('lottery draws wait while a trial prize waits, need the price of the batch, and show their prizes (skippable animation)', () => {
    const offered = run(luckyStart, { type: 'loaded', pending: trial });
    expect(checkDraw(index(), offered, 1)).toEqual({ ok: false, reason: 'trialWaiting' });
    expect(checkDraw(index({ pendingTrial: trial }), luckyStart, 1)).toEqual({ ok: false, reason: 'trialWaiting' });
    expect(checkDraw(index({ diamond: 989 }), luckyStart, 10)).toEqual({ ok: false, reason: 'noDiamonds' });
    expect(checkDraw(index({ diamond: 4950 }), luckyStart, 50)).toEqual({ ok: true });
    const drawn = run(luckyStart, { type: 'drawStart' }, { type: 'drawn', prizes: [trial.prize, trial.prize], reducedMotion: false });
    expect(drawn).toMatchObject({ phase: 'revealing', kept: false });
    expect(run(drawn, { type: 'revealed' }).phase).toBe('shown');
    expect(run(drawn, { type: 'revealed' }, { type: 'close' })).toEqual(luckyStart);
    expect(run(luckyStart, { type: 'drawStart' }, { type: 'failed' })).toEqual(luckyStart);
  });

  it('the trial is available once a day: a used trial is refused before any request', () => {
    expect(checkTrial(index({ trialAvailable: false }), luckyStart)).toEqual({ ok: false, reason: 'noTrial' });
    expect(checkTrial(index(), luckyStart)).toEqual({ ok: true });
  });

  it('reads the index: price, batches (1, 10, 50 when not given), the waiting trial; prize tiers by worth', () => {
    const read = readIndex({ price: '100', prizes: [{ id: 1, name: 'Rose', diamonds: 1, icon: '/r.svg' }, { name: 'Castle', diamonds: 9999 }, { nope: 1 }], diamond: 5, trialAvailable: false, pendingTrial: { trialId: 3, price: 100, prize: { name: 'Rose', diamonds: 1 } } });
    expect(read).toMatchObject({ price: 100, batches: [1, 10, 50], diamond: 5, trialAvailable: false, pendingTrial: { trialId: 3, price: 100, prize: { name: 'Rose' } } });
    expect(read?.prizes.map((p) => p.type)).toEqual([1, 3]);
    expect(readIndex({ prizes: [] })).toBeUndefined();
    expect(readIndex({ price: 1, pendingTrial: { trialId: 'x' } })?.pendingTrial).toBeNull();
    expect([tierOf(undefined), tierOf(998), tierOf(999), tierOf(9999)]).toEqual([1, 1, 2, 3]);
  });
});

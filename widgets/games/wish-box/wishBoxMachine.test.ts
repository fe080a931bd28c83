import { describe, expect, it } from 'vitest';
import { progressOf, readIndex, type WishIndex } from './wishBoxAnswers';
import { checkOpen, secondsLeft, wishReducer, wishStart, type WishEffect, type WishEvent, type WishState } from './wishBoxMachine';

const T0 = Date.parse('2026-11-22T10:00:00+08:00');
const MIN = 60_000;

function run(state: WishState, ...events: WishEvent[]) {
  const effects: WishEffect[] = [];
  for (const e of events) {
    const step = wishReducer(state, e);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const gift = (giftId: number, name: string) => ({ id: giftId, giftId, name, diamonds: 199, icon: `/g/${giftId}.svg` });
const answer = (over: Record<string, unknown> = {}) => ({
  actStart: '2026-11-20T00:00:00+08:00', actEnd: '2026-12-31T23:59:59+08:00', coins: 12, sparkCount: 30, wishCost: 1, coinBatch: 10, sparksPerBatch: 10,
  boxCount: 9, windowSeconds: 300, secretWithin: 100, wishes: 42, giftsPerCard: 14, cards: 2, giftsTowardCard: 13, customRights: 0,
  gifts: [gift(1005, 'Love Letter'), gift(1006, 'Equal Heart')], secretGift: gift(1012, 'Starlight Carriage'), round: null, autoOpened: null, ...over,
});
const index = (over: Record<string, unknown> = {}): WishIndex => readIndex(answer(over))!;
const round = (deadline = T0 + 5 * MIN) => ({ roundId: 7, giftId: 1005, deadline: new Date(deadline).toISOString(), boxes: [{ box: 2, opened: false }, { box: 5, opened: false }] });
const prize = (name: string) => ({ key: name, name, type: 1 as const, special: false });

describe('wish-box machine: reading the index', () => {
  it('reads counts, gifts, the secret gift and a pending round; anything else is not an index', () => {
    const i = readIndex(answer({ round: round() }))!;
    expect(i).toMatchObject({ coins: 12, cards: 2, giftsTowardCard: 13, wishes: 42, boxCount: 9 });
    expect(i.gifts.map((g) => [g.giftId, g.name])).toEqual([[1005, 'Love Letter'], [1006, 'Equal Heart']]);
    expect(i.secretGift).toMatchObject({ special: true, type: 3 });
    expect(i.round).toMatchObject({ roundId: 7, deadline: T0 + 5 * MIN, boxes: [{ box: 2, opened: false }, { box: 5, opened: false }] });
    expect(readIndex({ coins: 3 })).toBeUndefined();
    expect(readIndex(null)).toBeUndefined();
  });

  it('progress toward the secret gift (100 wishes) and the next card (14 gifts)', () => {
    expect(progressOf(index())).toEqual({ secret: { count: 42, within: 100, left: 58 }, card: { count: 13, within: 14, left: 1 } });
  });
});

describe('wish-box machine: choosing and opening', () => {
  it('a gift and at least one box are needed; then enough coins for every box', () => {
    const i = index();
    expect(checkOpen(wishStart, i, T0)).toEqual({ ok: false, reason: 'noGift' });
    const gifted = run(wishStart, { type: 'pickGift', giftId: 1005 }).state;
    expect(checkOpen(gifted, i, T0)).toEqual({ ok: false, reason: 'noBox' });
    const boxed = run(gifted, { type: 'toggleBox', box: 3, boxCount: 9 }, { type: 'toggleBox', box: 1, boxCount: 9 }, { type: 'toggleBox', box: 10, boxCount: 9 }).state;
    expect(boxed.boxes).toEqual([1, 3]);
    expect(checkOpen(boxed, i, T0)).toEqual({ ok: true, count: 2 });
    expect(checkOpen(boxed, index({ coins: 1 }), T0)).toEqual({ ok: false, reason: 'noCoins' });
    // Tapping a chosen box again lets it go.
    expect(run(boxed, { type: 'toggleBox', box: 3, boxCount: 9 }).state.boxes).toEqual([1]);
  });

  it('a gift the page does not offer is no choice; outside the event nothing opens', () => {
    const s = run(wishStart, { type: 'pickGift', giftId: 4242 }, { type: 'toggleBox', box: 1, boxCount: 9 }).state;
    expect(checkOpen(s, index(), T0)).toEqual({ ok: false, reason: 'noGift' });
    const ok = run(wishStart, { type: 'pickGift', giftId: 1006 }, { type: 'toggleBox', box: 1, boxCount: 9 }).state;
    expect(checkOpen(ok, index(), Date.parse('2026-11-19T10:00:00+08:00'))).toEqual({ ok: false, reason: 'notStarted' });
    expect(checkOpen(ok, index(), Date.parse('2027-01-01T10:00:00+08:00'))).toEqual({ ok: false, reason: 'ended' });
  });

  it('the direct-open switch skips box selection: the count is the batch, the prizes show at once', () => {
    const s = run(wishStart, { type: 'pickGift', giftId: 1005 }, { type: 'toggleBox', box: 4, boxCount: 9 }, { type: 'setDirect', on: true }).state;
    expect(s.boxes).toEqual([]);
    expect(run(s, { type: 'toggleBox', box: 4, boxCount: 9 }).state.boxes).toEqual([]);
    expect(checkOpen(s, index(), T0, 10)).toEqual({ ok: true, count: 10 });
    const shown = run(s, { type: 'send' }, { type: 'direct', prizes: [prize('Rose'), prize('Crown')] }).state;
    expect(shown).toMatchObject({ phase: 'result', reason: 'direct', result: [{ name: 'Rose' }, { name: 'Crown' }], giftId: 1005, direct: true });
    expect(run(shown, { type: 'close' }).state).toMatchObject({ phase: 'choosing', result: [], direct: true });
  });

  it('one opening at a time: a second send while one is on its way is busy; a failure gives the choice back', () => {
    const s = run(wishStart, { type: 'pickGift', giftId: 1005 }, { type: 'toggleBox', box: 1, boxCount: 9 }, { type: 'send' }).state;
    expect(checkOpen(s, index(), T0)).toEqual({ ok: false, reason: 'busy' });
    expect(run(s, { type: 'failed' }).state).toMatchObject({ phase: 'choosing', giftId: 1005, boxes: [1] });
  });
});

describe('wish-box machine: the 5-minute window', () => {
  const opened = () => run(wishStart, { type: 'pickGift', giftId: 1005 }, { type: 'toggleBox', box: 2, boxCount: 9 }, { type: 'toggleBox', box: 5, boxCount: 9 }, { type: 'send' }, { type: 'roundOpened', round: index({ round: round() }).round! }).state;

  it('the chosen boxes wait for clicks; the time left counts down from 5 minutes', () => {
    const s = opened();
    expect(s.phase).toBe('clicking');
    expect(secondsLeft(s.round, T0)).toBe(300);
    expect(secondsLeft(s.round, T0 + 4 * MIN + 59_500)).toBe(1);
    expect(secondsLeft(s.round, T0 + 6 * MIN)).toBe(0);
    expect(checkOpen(s, index(), T0)).toEqual({ ok: false, reason: 'pending' });
  });

  it('clicking every box shows the round prizes together', () => {
    const s = run(opened(), { type: 'clickSent', box: 2 }, { type: 'boxOpened', box: 2, prize: prize('Rose'), round: index({ round: round() }).round });
    expect(s.state.phase).toBe('clicking');
    expect(s.state.round!.boxes.find((b) => b.box === 2)).toMatchObject({ opened: true, prize: { name: 'Rose' } });
    const done = run(s.state, { type: 'boxOpened', box: 5, prize: prize('Crown'), round: null }).state;
    expect(done).toMatchObject({ phase: 'result', reason: 'clicked', result: [{ name: 'Rose' }, { name: 'Crown' }] });
  });

  it('when the window lapses the boxes open by themselves: openAll is given once, and the prizes show', () => {
    const s = opened();
    const before = run(s, { type: 'tick', now: T0 + 5 * MIN - 1 });
    expect(before.effects).toEqual([]);
    const lapsed = run(s, { type: 'tick', now: T0 + 5 * MIN }, { type: 'tick', now: T0 + 5 * MIN + 1000 }, { type: 'leave' });
    expect(lapsed.effects).toEqual(['openAll']);
    const shown = run(lapsed.state, { type: 'autoOpened', roundId: 7, prizes: [prize('Rose'), prize('Crown')] }).state;
    expect(shown).toMatchObject({ phase: 'result', reason: 'lapsed', result: [{ name: 'Rose' }, { name: 'Crown' }] });
  });

  it('leaving the page with boxes still closed opens them (openAll), once', () => {
    expect(run(opened(), { type: 'leave' }, { type: 'leave' }).effects).toEqual(['openAll']);
    expect(run(wishStart, { type: 'leave' }).effects).toEqual([]);
  });

  it('boxes opened because the page was left say so, not that the window lapsed', () => {
    const left = run(opened(), { type: 'leave' }, { type: 'tick', now: T0 + 5 * MIN });
    expect(left.effects).toEqual(['openAll']);
    const shown = run(left.state, { type: 'autoOpened', roundId: 7, prizes: [prize('Rose')] }).state;
    expect(shown).toMatchObject({ phase: 'result', reason: 'left', result: [{ name: 'Rose' }] });
    // A click that comes too late finds them opened by the lapsed window.
    const late = run(opened(), { type: 'autoOpened', roundId: 7, prizes: [prize('Crown')] }).state;
    expect(late).toMatchObject({ phase: 'result', reason: 'lapsed' });
  });

  it('a page that comes back finds its pending round, or the prizes of boxes that opened by themselves meanwhile', () => {
    const back = run(wishStart, { type: 'loaded', index: index({ round: round() }) }).state;
    expect(back).toMatchObject({ phase: 'clicking', giftId: 1005, round: { roundId: 7 } });
    const auto = run(wishStart, { type: 'loaded', index: index({ autoOpened: { roundId: 7, prizes: [{ id: 1001, name: 'Rose' }] } }) }).state;
    expect(auto).toMatchObject({ phase: 'result', reason: 'lapsed', result: [{ name: 'Rose' }] });
    // The server has no round any more: the page goes back to choosing.
    expect(run(back, { type: 'loaded', index: index() }).state.phase).toBe('choosing');
  });
});

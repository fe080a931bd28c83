import { describe, expect, it } from 'vitest';
import { checkBet } from './betCheck';
import { END_RETRY_MS, roundFromPage, roundReducer, secondsLeft, ROUND_STATUS, type RoundState } from './roundMachine';
import type { RoundPage } from './roundPage';
import { readRoundPush, type RoundPush } from './roundPush';

const T0 = Date.parse('2026-11-22T10:00:05+08:00');
const ITEM = { id: 2, diamondCount: 1000, medalCount: 10 };

function page(over: Partial<RoundPage> = {}): RoundPage {
  return {
    actNo: 202611220801, channelId: 'room-1', status: 20, betLeftSeconds: 25, resultViewLeftSeconds: 0,
    prizes: [{ id: 101, name: 'Durian' }, { id: 102, name: 'Mango' }], buyItems: [{ id: 1, diamondCount: 100, medalCount: 1 }, ITEM],
    bets: { 101: { diamonds: 100, medals: 1 } }, previous: [], ...over,
  };
}

const push = (over: Partial<RoundPush>): RoundPush => ({ actNo: 202611220801, status: 20, betLeftSeconds: 0, resultViewLeftSeconds: 0, winnings: {}, ...over });

function run(state: RoundState | undefined, ...events: Parameters<typeof roundReducer>[1][]) {
  const effects: string[] = [];
  for (const e of events) {
    const step = roundReducer(state, e);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state: state!, effects };
}

describe('slot round state machine: betting 20, settling 30/35/39, showing result 40, game over 999', () => {
  it('betting counts down betLeftSeconds; at zero the status becomes settling 30 and the settle callback fires once', () => {
    const start = roundFromPage(page(), T0);
    expect(secondsLeft(start, T0)).toBe(25);
    expect(secondsLeft(start, T0 + 10_500)).toBe(15);
    const before = run(start, { type: 'tick', now: T0 + 24_999 });
    expect(before.state.status).toBe(ROUND_STATUS.betting);
    expect(before.effects).toEqual([]);
    const after = run(start, { type: 'tick', now: T0 + 25_000 }, { type: 'tick', now: T0 + 26_000 });
    expect(after.state.status).toBe(30);
    expect(after.effects).toEqual(['settle']);
  });

  it('betting closed by a push, a fresh main page or the countdown fires the settle callback exactly once', () => {
    const start = roundFromPage(page(), T0);
    for (const status of [30, 35, 39, 40, 999]) {
      const pushed = run(start, { type: 'push', push: push({ status }), now: T0 + 1000 }, { type: 'tick', now: T0 + 25_000 }, { type: 'push', push: push({ status: 39 }), now: T0 + 26_000 });
      expect(pushed.effects.filter((e) => e === 'settle')).toEqual(['settle']);
      const loaded = run(start, { type: 'loaded', page: page({ status, betLeftSeconds: 0 }), now: T0 + 1000 }, { type: 'tick', now: T0 + 25_000 }, { type: 'loaded', page: page({ status, betLeftSeconds: 0 }), now: T0 + 26_000 });
      expect(loaded.effects.filter((e) => e === 'settle')).toEqual(['settle']);
    }
    // The main page of the next round, while the page still counted down this one's betting.
    const nextRound = run(start, { type: 'loaded', page: page({ actNo: 202611220802 }), now: T0 + 1000 });
    expect(nextRound.effects).toEqual(['settle']);
    // Pushes and pages that keep the round betting close nothing.
    const still = run(start, { type: 'push', push: push({ status: 20, betLeftSeconds: 20 }), now: T0 + 1000 }, { type: 'loaded', page: page(), now: T0 + 2000 }, { type: 'betPlaced', prizeId: 101, item: ITEM });
    expect(still.effects).toEqual([]);
    // A page opened after betting closed has nothing to settle.
    expect(run(undefined, { type: 'loaded', page: page({ status: 30 }), now: T0 }).effects).toEqual([]);
  });

  it('showing result 40 counts down resultViewLeftSeconds, then the end callback fires once', () => {
    const start = roundFromPage(page({ status: 40, betLeftSeconds: 0, resultViewLeftSeconds: 10 }), T0);
    expect(secondsLeft(start, T0 + 3000)).toBe(7);
    const r = run(start, { type: 'tick', now: T0 + 9000 }, { type: 'tick', now: T0 + 10_000 }, { type: 'tick', now: T0 + 11_000 });
    expect(r.effects).toEqual(['end']);
  });

  it(`while the next round does not come (its fetch failed), end fires again every ${END_RETRY_MS / 1000} s until it does`, () => {
    const start = roundFromPage(page({ status: 40, betLeftSeconds: 0, resultViewLeftSeconds: 10 }), T0);
    const ticks = Array.from({ length: 13 }, (_, i) => ({ type: 'tick' as const, now: T0 + 10_000 + i * 1000 }));
    const stuck = run(start, ...ticks);
    expect(stuck.effects).toEqual(['end', 'end', 'end']);
    const next = run(stuck.state, { type: 'loaded', page: page({ actNo: 202611220802 }), now: T0 + 23_000 }, { type: 'tick', now: T0 + 30_000 });
    expect(next.effects).toEqual([]);
    expect(next.state.status).toBe(ROUND_STATUS.betting);
  });

  it('pushes for the current round move it to betting, settling, showing result (prize, winners, top, own winnings) and game over', () => {
    const start = roundFromPage(page({ status: 30, betLeftSeconds: 0 }), T0);
    const betting = run(start, { type: 'push', push: push({ status: 20, betLeftSeconds: 12 }), now: T0 });
    expect(betting.state.status).toBe(20);
    expect(secondsLeft(betting.state, T0)).toBe(12);
    const settling = run(betting.state, { type: 'push', push: push({ status: 35 }), now: T0 + 13_000 });
    expect(settling.state.status).toBe(35);
    const content = {
      type: 'update-slot-machine-status', actNo: 202611220801, status: 40, resultViewLeftSeconds: 10,
      extInfo: { actPrize: { id: 102, recordType: 4 }, prizeUsers: [{ userId: '7', diamonds: 5000 }, { userId: '10001', diamonds: 500 }], top: [{ userId: '7', name: 'Ana', diamonds: 5000 }] },
    };
    const shown = run(settling.state, { type: 'push', push: readRoundPush(content)!, now: T0 + 15_000, userId: '10001' });
    expect(shown.state.status).toBe(40);
    expect(shown.effects).toEqual(['refresh']);
    expect(shown.state.result).toMatchObject({ prizeId: 102, recordType: 4, ownDiamonds: 500, top: [{ name: 'Ana', diamonds: 5000 }] });
    expect(shown.state.result?.winners).toHaveLength(2);
    expect(shown.state.previous[0]).toMatchObject({ actNo: 202611220801, prizeId: 102 });
    expect(secondsLeft(shown.state, T0 + 15_000)).toBe(10);
    const over = run(shown.state, { type: 'push', push: push({ status: 999 }), now: T0 + 16_000 });
    expect(over.state.status).toBe(999);
    expect(over.effects).toEqual([]);
  });

  it('a fresh main page of the same round during its result keeps the pushed result (winners, top, own winnings)', () => {
    const settling = roundFromPage(page({ status: 39, betLeftSeconds: 0 }), T0);
    const content = {
      type: 'update-slot-machine-status', actNo: 202611220801, status: 40, resultViewLeftSeconds: 10,
      extInfo: { actPrize: { id: 102, recordType: 1 }, prizeUsers: [{ userId: '10001', diamonds: 500 }], top: [{ userId: '10001', name: 'Me', diamonds: 500 }] },
    };
    const shown = run(settling, { type: 'push', push: readRoundPush(content)!, now: T0, userId: '10001' });
    const pageResult = { actNo: 202611220801, prizeId: 102, recordType: 1, winners: [], top: [], ownDiamonds: 500 };
    const reloaded = run(shown.state, { type: 'loaded', page: page({ status: 40, resultViewLeftSeconds: 9, wallet: 4200, result: pageResult }), now: T0 + 1000 });
    expect(reloaded.state.result).toEqual(shown.state.result);
    expect(reloaded.state.result?.top).toEqual([expect.objectContaining({ name: 'Me', diamonds: 500 })]);
    expect(reloaded.state.wallet).toBe(4200);
    expect(secondsLeft(reloaded.state, T0 + 1000)).toBe(9);
    // Another round's page brings its own state.
    const next = run(reloaded.state, { type: 'loaded', page: page({ actNo: 202611220802, status: 40, result: { ...pageResult, actNo: 202611220802 } }), now: T0 + 2000 });
    expect(next.state.result).toMatchObject({ actNo: 202611220802, top: [] });
  });

  it('a push for another round fires the change-of-period callback and leaves the state alone', () => {
    const start = roundFromPage(page(), T0);
    const r = run(start, { type: 'push', push: push({ actNo: 202611220802, status: 20, betLeftSeconds: 30 }), now: T0 });
    expect(r.effects).toEqual(['changePeriod']);
    expect(r.state).toBe(start);
  });

  it('the next round (a fresh main page) replaces the finished one', () => {
    const start = roundFromPage(page({ status: 40, resultViewLeftSeconds: 1 }), T0);
    const next = run(start, { type: 'tick', now: T0 + 1000 }, { type: 'loaded', page: page({ actNo: 202611220802, bets: {}, betLeftSeconds: 30 }), now: T0 + 1500 });
    expect(next.effects).toEqual(['end']);
    expect(next.state).toMatchObject({ actNo: 202611220802, status: 20, bets: {} });
    expect(next.state.endedAt).toBeUndefined();
  });

  it('after a successful bet the prize\'s diamonds and medals rise by the buy item\'s counts', () => {
    const start = roundFromPage(page(), T0);
    const r = run(start, { type: 'betPlaced', prizeId: 101, item: ITEM }, { type: 'betPlaced', prizeId: 102, item: ITEM });
    expect(r.state.bets[101]).toEqual({ diamonds: 1100, medals: 11 });
    expect(r.state.bets[102]).toEqual({ diamonds: 1000, medals: 10 });
  });

  it('after a successful bet the balance is the one the answer reports, or lower by the item\'s diamonds', () => {
    const start = roundFromPage(page({ wallet: 5000 }), T0);
    expect(start.wallet).toBe(5000);
    expect(run(start, { type: 'betPlaced', prizeId: 101, item: ITEM, wallet: 3900 }).state.wallet).toBe(3900);
    expect(run(start, { type: 'betPlaced', prizeId: 101, item: ITEM }, { type: 'betPlaced', prizeId: 102, item: ITEM }).state.wallet).toBe(3000);
    // An unknown balance stays unknown.
    expect(run(roundFromPage(page(), T0), { type: 'betPlaced', prizeId: 101, item: ITEM }).state.wallet).toBeUndefined();
  });

  it('betting needs the betting status, a valid prize and a valid buy item', () => {
    const p = page();
    const betting = roundFromPage(p, T0);
    expect(checkBet(betting, p, 101, 2)).toEqual({ ok: true, item: ITEM });
    expect(checkBet(betting, p, 999, 2)).toEqual({ ok: false, reason: 'invalidPrize' });
    expect(checkBet(betting, p, 101, 9)).toEqual({ ok: false, reason: 'invalidItem' });
    expect(checkBet(betting, { ...p, buyItems: [] }, 101, undefined)).toEqual({ ok: false, reason: 'invalidItem' });
    expect(checkBet({ ...betting, status: 30 }, p, 101, 2)).toEqual({ ok: false, reason: 'closed' });
    expect(checkBet(undefined, p, 101, 2)).toEqual({ ok: false, reason: 'closed' });
  });

  it('ignores everything but a loaded page before the first load', () => {
    expect(roundReducer(undefined, { type: 'tick', now: T0 })).toEqual({ state: undefined, effects: [] });
  });
});

describe('slot status push content', () => {
  it('reads only update-slot-machine-status contents with a round and a status', () => {
    expect(readRoundPush({ type: 'gift', actNo: 1, status: 20 })).toBeUndefined();
    expect(readRoundPush({ type: 'update-slot-machine-status', status: 20 })).toBeUndefined();
    expect(readRoundPush('text')).toBeUndefined();
    expect(readRoundPush({ type: 'update-slot-machine-status', actNo: '5', status: 20, betLeftSeconds: -3 })).toMatchObject({ actNo: 5, betLeftSeconds: 0 });
  });
});

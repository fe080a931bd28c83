import { describe, expect, it } from 'vitest';
import { userOf, type World } from './context';
import { mixSeed, mulberry32 } from './prng';
import { rapidKing } from './handlers/games';

const world = (): World => ({ seed: 1, users: new Map(), shared: {}, rng: mulberry32(mixSeed(1, 'world')) });
const at = (iso: string) => Date.parse(`${iso}+08:00`);

describe('settling the rounds due', () => {
  it('a clock that moves on a request at a time settles the same rounds, with the same results, as one request at the end', () => {
    const stepped = world();
    for (let t = at('2026-11-22T00:00:00'); t <= at('2026-11-22T00:30:00'); t += 7_000) rapidKing.settleDue(stepped, t);
    const once = world();
    rapidKing.settleDue(once, at('2026-11-22T00:30:00'));
    const results = (w: World) => rapidKing.state(w).results;
    expect(Object.keys(results(once)).length).toBeGreaterThan(30);
    expect(results(stepped)).toEqual(results(once));
    expect(rapidKing.state(stepped).income).toEqual(rapidKing.state(once).income);
  });

  it('a clock set back keeps what was settled; the next day settles its own rounds from its first', () => {
    const w = world();
    rapidKing.settleDue(w, at('2026-11-22T01:00:00'));
    const settled = Object.keys(rapidKing.state(w).results).length;
    rapidKing.settleDue(w, at('2026-11-22T00:10:00'));
    expect(Object.keys(rapidKing.state(w).results)).toHaveLength(settled);
    rapidKing.settleDue(w, at('2026-11-23T00:02:00'));
    const results = rapidKing.state(w).results;
    expect(results[202611230001]).toBeDefined();
    expect(results[202611230002]).toBeDefined();
    expect(results[202611230003]).toBeUndefined();
    // A round with a bet is settled when it ends, whatever day it was.
    rapidKing.state(w).bets[202611220200] = [{ userId: '10001', prizeConfigId: 1, amount: 100, currency: 'diamond', medals: 0 }];
    rapidKing.settleDue(w, at('2026-11-23T00:03:00'));
    expect(rapidKing.state(w).results[202611220200]?.actNo).toBe(202611220200);
  });

  it("a tick pays the rounds with bets as they end and leaves the day's other rounds to whoever reads them", () => {
    const w = world();
    const start = at('2026-11-22T10:00:00');
    const { actNo, endAt } = rapidKing.phase(start);
    rapidKing.state(w).bets[actNo] = rapidKing.cfg.prizes.map((p) => ({ userId: '10001', prizeConfigId: p.id, amount: 100, currency: 'diamond' as const, medals: 0 }));
    const before = userOf(w, '10001').wallet.diamond;
    const pushed: unknown[] = [];
    rapidKing.tick(w, endAt - 1, (c) => pushed.push(c));
    const won = rapidKing.cfg.prizes.find((p) => p.id === rapidKing.state(w).results[actNo]?.prizeConfigId);
    expect(userOf(w, '10001').wallet.diamond).toBe(before + 100 * won!.multiple);
    expect(pushed).toMatchObject([{ actNo, status: 40 }]);
    expect(rapidKing.state(w).results[actNo - 1]).toBeUndefined();
    // The records and the ranking settle the whole day first.
    rapidKing.settleDue(w, endAt - 1);
    expect(Object.keys(rapidKing.state(w).results)).toHaveLength(actNo % 10_000);
  });
});

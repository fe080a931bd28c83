import { describe, expect, it } from 'vitest';
import { blindBoxReducer, blindBoxStart, secondsLeft, type BlindBoxEvent, type BlindBoxState } from './blindBoxMachine';

const T0 = Date.parse('2026-11-22T10:00:00+08:00');

function run(state: BlindBoxState, ...events: BlindBoxEvent[]) {
  const effects: string[] = [];
  for (const e of events) {
    const step = blindBoxReducer(state, e);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('blind-box state machine', () => {
  it('a started round counts down and ends at its time, giving finished once', () => {
    const started = run(blindBoxStart, { type: 'start', now: T0, seconds: 30 });
    expect(started.state.status).toBe('playing');
    expect(secondsLeft(started.state, T0 + 10_500)).toBe(20);
    const before = run(started.state, { type: 'tick', now: T0 + 29_999 });
    expect(before.state.status).toBe('playing');
    expect(before.effects).toEqual([]);
    const after = run(started.state, { type: 'tick', now: T0 + 30_000 }, { type: 'tick', now: T0 + 31_000 });
    expect(after.state.status).toBe('over');
    expect(after.effects).toEqual(['finished']);
    expect(secondsLeft(after.state, T0 + 31_000)).toBe(0);
  });

  it('scores count only while playing; a second start does not restart a running round', () => {
    const { state } = run(blindBoxStart, { type: 'scored', points: 5 }, { type: 'start', now: T0, seconds: 10 }, { type: 'scored', points: 3 }, { type: 'scored', points: -1 }, { type: 'start', now: T0 + 5_000, seconds: 10 });
    expect(state).toEqual({ status: 'playing', endsAt: T0 + 10_000, score: 3 });
    const over = run(state, { type: 'tick', now: T0 + 10_000 }, { type: 'scored', points: 4 });
    expect(over.state.score).toBe(3);
  });
});

/**
 * The rounds of the blind box game, pure and clock-driven (as widgets/slot-machine/roundMachine.ts):
 * idle until `start`; playing counts down to `endsAt` and takes scores; at the end (a tick at or after
 * `endsAt`) it is over and gives effect `finished`, once. Time comes in with the events: no timers here.
 */
export type BlindBoxStatus = 'idle' | 'playing' | 'over';

export interface BlindBoxState {
  status: BlindBoxStatus;
  /** Engine time (ms) at which the round ends. */
  endsAt: number;
  score: number;
}

export type BlindBoxEvent = { type: 'start'; now: number; seconds: number } | { type: 'tick'; now: number } | { type: 'scored'; points: number };

/** `finished`: the round ended (report the score). */
export type BlindBoxEffect = 'finished';

export interface BlindBoxStep {
  state: BlindBoxState;
  effects: BlindBoxEffect[];
}

export const blindBoxStart: BlindBoxState = { status: 'idle', endsAt: 0, score: 0 };

export function blindBoxReducer(state: BlindBoxState, event: BlindBoxEvent): BlindBoxStep {
  switch (event.type) {
    case 'start':
      return state.status === 'playing' ? { state, effects: [] } : { state: { status: 'playing', endsAt: event.now + event.seconds * 1000, score: 0 }, effects: [] };
    case 'scored':
      return state.status === 'playing' && event.points > 0 ? { state: { ...state, score: state.score + event.points }, effects: [] } : { state, effects: [] };
    case 'tick':
      return state.status === 'playing' && event.now >= state.endsAt ? { state: { ...state, status: 'over' }, effects: ['finished'] } : { state, effects: [] };
  }
}

/** Whole seconds left in the round at `now` (0 when not playing). */
export function secondsLeft(state: BlindBoxState, now: number): number {
  return state.status === 'playing' ? Math.max(0, Math.ceil((state.endsAt - now) / 1000)) : 0;
}

/**
 * A game that draws in batches, on the kit: its machine is the kit's draw steps (idle -> drawing -> revealing ->
 * shown -> idle); a tap on a batch of `count` is checked by the game's rules against the latest index and state,
 * asked first above one unit (naming its cost) and drawn once at a time through the flow; the answer's prizes,
 * read by the game, show in the result dialog (`result`, the dialog's phase, prizes and steps).
 */
import { useReducer, useRef } from 'react';
import { useDrawSpend } from './DrawConfirm';
import type { DrawPrize } from './DrawResult';
import { drawRequestSteps, drawStart, drawStep, type DrawEvent, type DrawState } from './drawSteps';
import { useDrawTap, type DrawCheck, type DrawFlow } from './useDrawFlow';

export interface BatchDrawRules<I, P extends DrawPrize> {
  /** The game's index, undefined until it is read. */
  index: I | undefined;
  /** Where a draw of `{ count }` is sent. */
  path: string;
  /** Whether a draw of `count` may be sent now. */
  check: (index: I, state: DrawState<P>, count: number) => DrawCheck;
  /** The prizes of a draw's answer. */
  readPrizes: (answer: unknown) => P[];
}

export function useBatchDraw<I, P extends DrawPrize>(flow: DrawFlow, rules: BatchDrawRules<I, P>) {
  const [state, dispatch] = useReducer((s: DrawState<P>, e: DrawEvent<P>) => drawStep(s, e), drawStart);
  const latest = useRef({ state, rules });
  latest.current = { state, rules };
  const allowed = (count: number) => {
    const { index, check } = latest.current.rules;
    return index !== undefined && flow.allowed(check(index, latest.current.state, count));
  };
  const draw = useDrawTap(async (count: number) => {
    const { path, readPrizes } = latest.current.rules;
    if (allowed(count)) await flow.draw(path, count, drawRequestSteps(dispatch, (answer) => ({ type: 'answered' as const, prizes: readPrizes(answer), reducedMotion: flow.reduced() })));
  });
  const spend = useDrawSpend(({ count }) => draw.run(count), ({ count }) => allowed(count));
  return {
    state,
    /** A draw is on its way. */
    pending: draw.pending,
    spend,
    result: { phase: state.phase, prizes: state.result, onRevealed: () => dispatch({ type: 'revealed' }), onSkip: () => dispatch({ type: 'skip' }), onClose: () => dispatch({ type: 'close' }) },
  };
}

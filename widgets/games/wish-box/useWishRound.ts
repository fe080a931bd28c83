/**
 * A wishing round on the page: the machine's state, moved on by the engine clock (the 5-minute window) and by
 * leaving the page or this view, either of which opens the chosen boxes still closed (once); a click on a chosen
 * box; and the toast that says why boxes opened by themselves: the window lapsed, or the user left the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText, useEngineServices, type ShowToast } from '@engine';
import type { WishBoxProps } from './schema';
import { readRound, readWishPrize, readWishPrizes, rowOf } from './wishBoxAnswers';
import { wishReducer, wishStart, type AutoCause, type WishEvent, type WishState } from './wishBoxMachine';

const STRINGS = 'common:widgets.wish-box';
/** The toast of boxes that opened by themselves names what happened. */
const AUTO_KEYS: Readonly<Record<AutoCause, string>> = { lapsed: 'autoOpened', left: 'autoOpenedLeft' };

export interface WishRoundConfig {
  props: Pick<WishBoxProps, 'openAllPath' | 'clickPath'>;
  toast: ShowToast;
  /** The wishing state and the page's follow-up after the boxes changed. */
  changed: () => void;
  /** The counts an answer carries. */
  report: (answer: unknown) => void;
}

export function useWishRound(config: WishRoundConfig) {
  const services = useEngineServices();
  const [state, setState] = useState<WishState>(wishStart);
  const stateRef = useRef(state);
  const latest = useRef(config);
  latest.current = config;
  const dispatchRef = useRef<(event: WishEvent) => void>(() => undefined);

  /** Opens the round's closed boxes now: the window lapsed or the page is being left. */
  const openAll = useCallback(
    (roundId: number) => {
      const { props, changed } = latest.current;
      services.http
        .request<unknown>({ path: props.openAllPath, method: 'POST', body: { roundId }, silent: true })
        .then((answer) => {
          dispatchRef.current({ type: 'autoOpened', roundId, prizes: readWishPrizes(rowOf(answer).prizes) });
          changed();
        })
        // The server opens them by itself once the window is over; the page reads them with the state.
        .catch(() => changed());
    },
    [services],
  );

  const dispatch = useCallback(
    (event: WishEvent) => {
      const before = stateRef.current;
      const step = wishReducer(before, event);
      stateRef.current = step.state;
      setState(step.state);
      const { reason } = step.state;
      if (step.state.phase === 'result' && before.phase !== 'result' && (reason === 'lapsed' || reason === 'left')) {
        latest.current.toast(`${STRINGS}.${AUTO_KEYS[reason]}`, { durationMs: 4000 });
      }
      for (const effect of step.effects) if (effect === 'openAll' && before.round) openAll(before.round.roundId);
    },
    [openAll],
  );
  useEffect(() => {
    dispatchRef.current = dispatch;
  }, [dispatch]);

  // The 5-minute window runs on the engine clock; leaving the page (or this view) opens the boxes still closed.
  useEffect(() => services.clock.subscribe((t) => dispatchRef.current({ type: 'tick', now: t })), [services]);
  useEffect(() => {
    const leave = () => dispatchRef.current({ type: 'leave' });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const click = async (box: number) => {
    const st = stateRef.current;
    const round = st.round;
    if (st.phase !== 'clicking' || !round || st.clicking.includes(box) || round.boxes.find((b) => b.box === box)?.opened !== false) return;
    const { props, report, changed, toast } = latest.current;
    dispatch({ type: 'clickSent', box });
    try {
      const answer = rowOf(await services.http.request<unknown>({ path: props.clickPath, method: 'POST', body: { roundId: round.roundId, box } }));
      report(answer);
      if ('autoOpened' in answer) {
        dispatch({ type: 'autoOpened', roundId: round.roundId, prizes: readWishPrizes(rowOf(answer.autoOpened).prizes) });
        changed();
        return;
      }
      const prize = readWishPrize(answer.prize, box);
      if (prize) dispatch({ type: 'boxOpened', box, prize, round: readRound(answer.round) });
      else dispatch({ type: 'clickFailed', box });
      if (answer.round === null) changed();
    } catch (err) {
      dispatch({ type: 'clickFailed', box });
      toast(apiErrorText(err));
    }
  };

  return { state, stateRef, dispatch, click };
}

/**
 * Runs a lucky box: reads the theme's index, feeds the machine, and sends each request once even on a double
 * tap (money single-flight): the free trial, paying to keep its prize, giving it up, the lottery batches.
 * Short of diamonds, the page's recharge action runs instead (from the user's tap). Nothing from the URL
 * reaches a request: the theme and paths come from the campaign, the trial id from the server.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { apiErrorText, useAction, useApiMutation, useApiQuery, usePrefersReducedMotion, useSingleFlight, useToast } from '@engine';
import { checkDraw, checkTrial, luckyReducer, luckyStart, readPrizes, readTrial, readIndex } from './luckyBoxMachine';
import { preloadDrawResult } from '../spark-draw/LazyDrawResult';
import type { LuckyBoxProps } from './schema';

const STRINGS = 'common:widgets.lucky-box';

export function useLuckyBox(props: LuckyBoxProps) {
  const query = useApiQuery<unknown>({ path: props.indexPath, params: { theme: props.theme } });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const [state, dispatch] = useReducer(luckyReducer, luckyStart);
  const reduced = usePrefersReducedMotion();
  const toast = useToast();
  const { run } = useAction();
  const { mutate } = useApiMutation<unknown>({ money: true });
  const latest = useRef({ state, index, reduced });
  latest.current = { state, index, reduced };

  // A trial prize the server still holds (e.g. after a reload) is offered again.
  useEffect(() => {
    if (index) dispatch({ type: 'loaded', pending: index.pendingTrial });
  }, [index]);

  const short = () => {
    toast(`${STRINGS}.short`);
    if (props.rechargeAction) void run(props.rechargeAction);
  };
  const after = () => {
    if (props.onDrawn) void run(props.onDrawn);
  };
  const send = (path: string, body: Record<string, unknown>) => mutate({ path, method: 'POST', body: { theme: props.theme, ...body } });

  const flight = useSingleFlight(async (kind: 'trial' | 'keep' | 'drop' | 'draw', count: number) => {
    const { state: st, index: idx } = latest.current;
    if (!idx) return;
    if (kind === 'trial') {
      const check = checkTrial(idx, st);
      if (!check.ok) {
        if (check.reason === 'noTrial') toast(`${STRINGS}.trialUsed`);
        return;
      }
      dispatch({ type: 'tryStart' });
      try {
        const trial = readTrial(await send(props.trialPath, {}));
        dispatch(trial ? { type: 'tried', trial } : { type: 'failed' });
      } catch (err) {
        dispatch({ type: 'failed' });
        toast(apiErrorText(err));
      }
    } else if (kind === 'keep') {
      const trial = st.trial;
      if (st.phase !== 'offer' || !trial) return;
      if (idx.diamond < trial.price) return short();
      preloadDrawResult();
      dispatch({ type: 'payStart' });
      try {
        await send(props.keepPath, { trialId: trial.trialId });
        dispatch({ type: 'paid', reducedMotion: latest.current.reduced });
        after();
      } catch (err) {
        dispatch({ type: 'failed' });
        toast(apiErrorText(err));
      }
    } else if (kind === 'drop') {
      const trial = st.trial;
      if (st.phase !== 'confirmDrop' || !trial) return;
      dispatch({ type: 'dropStart' });
      try {
        await send(props.dropPath, { trialId: trial.trialId });
        dispatch({ type: 'dropped' });
        toast(`${STRINGS}.lost`);
      } catch (err) {
        dispatch({ type: 'failed' });
        toast(apiErrorText(err));
      }
    } else {
      const check = checkDraw(idx, st, count);
      if (!check.ok) {
        if (check.reason === 'noDiamonds') short();
        return;
      }
      preloadDrawResult();
      dispatch({ type: 'drawStart' });
      try {
        const answer = await send(props.drawPath, { count });
        const prizes = readPrizes(answer && typeof answer === 'object' ? (answer as Record<string, unknown>).prizes : undefined);
        dispatch({ type: 'drawn', prizes, reducedMotion: latest.current.reduced });
        after();
      } catch (err) {
        dispatch({ type: 'failed' });
        toast(apiErrorText(err));
      }
    }
    // The balance, the trial and the waiting prize are read again either way.
    void query.refetch();
  });

  return {
    query,
    index,
    state,
    busy: flight.pending,
    tryFree: () => void flight.run('trial', 1),
    keep: () => void flight.run('keep', 1),
    askDrop: () => dispatch({ type: 'askDrop' }),
    keepOffer: () => dispatch({ type: 'keepOffer' }),
    drop: () => flight.run('drop', 1).then(() => undefined),
    draw: (count: number) => void flight.run('draw', count),
    revealed: () => dispatch({ type: 'revealed' }),
    close: () => dispatch({ type: 'close' }),
  };
}

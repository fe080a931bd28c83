/**
 * The lucky box's rules on the draw kit: the theme's index feeds the machine, and each request (the free trial,
 * paying to keep its prize, giving it up, the lottery batches) goes through the kit's flow, once even on a double
 * tap. Short of diamonds, the page's recharge action runs instead (from the user's tap). Nothing from the URL
 * reaches a request: the theme and paths come from the campaign, the trial id from the server.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useApiQuery } from '@engine';
import { useDrawSpend } from '@kit/draw/DrawConfirm';
import { preloadDrawResult } from '@kit/draw/LazyDrawResult';
import { SPEND_FAILURES, useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { checkDraw, checkTrial, luckyReducer, luckyStart, readPrizes, readTrial, readIndex } from './luckyBoxMachine';
import type { LuckyBoxProps } from './schema';

/** A used trial says so; a waiting trial prize says nothing (its offer is open). */
const refusalKey = (reason: string) => (reason === 'noTrial' ? 'trialUsed' : undefined);

export function useLuckyBox(props: LuckyBoxProps) {
  const query = useApiQuery<unknown>({ path: props.indexPath, params: { theme: props.theme } });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const [state, dispatch] = useReducer(luckyReducer, luckyStart);
  const wt = useWidgetT('lucky-box');
  const flow = useDrawFlow({ strings: 'common:widgets.lucky-box', refetch: query.refetch, onDrawn: props.onDrawn, rechargeAction: props.rechargeAction, refusalKey, failureKeys: SPEND_FAILURES });
  const latest = useRef({ state, index });
  latest.current = { state, index };

  // A trial prize the server still holds (e.g. after a reload) is offered again.
  useEffect(() => {
    if (index) dispatch({ type: 'loaded', pending: index.pendingTrial });
  }, [index]);

  const request = (path: string, body: Record<string, unknown>, start: () => void, answered: (answer: unknown) => void) =>
    flow.send({ path, body: { theme: props.theme, ...body }, start, answered, failed: () => dispatch({ type: 'failed' }) });

  const flight = useDrawTap(async (kind: 'trial' | 'keep' | 'drop' | 'draw', count: number) => {
    const { state: st, index: idx } = latest.current;
    const trial = st.trial;
    if (!idx) return;
    if (kind === 'trial') {
      if (!flow.allowed(checkTrial(idx, st))) return;
      await request(props.trialPath, {}, () => dispatch({ type: 'tryStart' }), (answer) => {
        const got = readTrial(answer);
        dispatch(got ? { type: 'tried', trial: got } : { type: 'failed' });
      });
    } else if (kind === 'keep') {
      if (st.phase !== 'offer' || !trial || !flow.allowed(idx.diamond < trial.price ? { ok: false, reason: 'noDiamonds' } : { ok: true })) return;
      preloadDrawResult();
      await request(props.keepPath, { trialId: trial.trialId }, () => dispatch({ type: 'payStart' }), () => dispatch({ type: 'paid', reducedMotion: flow.reduced() }));
    } else if (kind === 'drop') {
      if (st.phase !== 'confirmDrop' || !trial) return;
      await request(props.dropPath, { trialId: trial.trialId }, () => dispatch({ type: 'dropStart' }), () => {
        dispatch({ type: 'dropped' });
        flow.toast('common:widgets.lucky-box.lost');
      });
    } else {
      if (!flow.allowed(checkDraw(idx, st, count))) return;
      preloadDrawResult();
      await request(props.drawPath, { count }, () => dispatch({ type: 'drawStart' }), (answer) => {
        const prizes = readPrizes(answer && typeof answer === 'object' ? (answer as Record<string, unknown>).prizes : undefined);
        dispatch({ type: 'drawn', prizes, reducedMotion: flow.reduced() });
      });
    }
  });
  // A batch above one draw is asked first, naming its cost.
  const spend = useDrawSpend(
    ({ count }: { count: number }) => flight.run('draw', count),
    ({ count }) => !!latest.current.index && flow.allowed(checkDraw(latest.current.index, latest.current.state, count)),
  );

  return {
    query,
    index,
    state,
    busy: flight.pending,
    tryFree: () => void flight.run('trial', 1),
    keep: () => void flight.run('keep', 1),
    askDrop: () => dispatch({ type: 'askDrop' }),
    keepOffer: () => dispatch({ type: 'keepOffer' }),
    drop: () => flight.run('drop', 1),
    draw: (count: number) => spend.tap({ count, cost: wt('cost', { count: count * (index?.price ?? 0) }) }),
    spend: spend.asked,
    revealed: () => dispatch({ type: 'revealed' }),
    close: () => dispatch({ type: 'close' }),
  };
}

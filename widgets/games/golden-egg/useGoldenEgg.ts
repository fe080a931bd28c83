/**
 * Runs the golden egg: reads the egg index from the page's data source, feeds
 * the egg machine, sends a smash or a choice once even on a double tap, and
 * pays for the buy-everything offer through the app from a tap only. Paths and
 * product ids come from the config, never the URL.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { apiErrorText, useAction, useApiMutation, useData, usePrefersReducedMotion, useSingleFlight, useToast } from '@engine';
import { useNativePay } from '@platform/pay';
import { checkSmash, eggReducer, initialEggState, readEggIndex, readSmashResult } from './goldenEggMachine';
import type { GoldenEggProps } from './schema';

const STRINGS = 'common:widgets.golden-egg';

export function useGoldenEgg(props: GoldenEggProps) {
  const data = useData<unknown>(props.source);
  const index = useMemo(() => readEggIndex(data.data), [data.data]);
  const [state, dispatch] = useReducer(eggReducer, initialEggState);
  const reduced = usePrefersReducedMotion();
  const toast = useToast();
  const { run } = useAction();
  const { mutate } = useApiMutation<unknown>({ money: true });
  const latest = useRef({ state, index, reduced });
  latest.current = { state, index, reduced };
  const { pay, paying } = useNativePay({ ...(props.superBuy?.referer ? { referer: props.superBuy.referer } : {}), onSuccess: () => data.refetch() });

  // A fresh index (after a smash, a received task, the 00:00 reset) is the truth again.
  useEffect(() => dispatch({ type: 'indexLoaded' }), [data.data]);

  const after = () => {
    data.refetch();
    if (props.onSmashed) void run(props.onSmashed);
  };

  const smash = useSingleFlight(async () => {
    const { index: idx, state: st } = latest.current;
    if (!idx) return;
    const check = checkSmash(idx, st);
    if (!check.ok) {
      if (check.reason !== 'busy') toast(`${STRINGS}.${check.reason}`, { durationMs: 3000 });
      return;
    }
    dispatch({ type: 'start' });
    try {
      const result = readSmashResult(await mutate({ path: props.smashPath, method: 'POST', body: {} }));
      if (result) dispatch({ type: 'answered', result, reducedMotion: latest.current.reduced });
      else dispatch({ type: 'failed' });
    } catch (err) {
      dispatch({ type: 'failed' });
      toast(apiErrorText(err));
    }
    after();
  });

  const choose = useSingleFlight(async (giftId: number) => {
    try {
      await mutate({ path: props.choosePath, method: 'POST', body: { giftId } });
      dispatch({ type: 'chosen' });
      toast(`${STRINGS}.choiceSaved`);
    } catch (err) {
      toast(apiErrorText(err));
    }
    after();
  });

  const buyAll = () => {
    const offer = props.superBuy;
    if (offer && !paying) void pay({ clientProductId: offer.clientProductId, productIdentifier: offer.productIdentifier });
  };

  return {
    data,
    index,
    state,
    smash: () => void smash.run(),
    smashing: smash.pending || state.phase === 'smashing',
    choose: (giftId: number) => void choose.run(giftId),
    choosing: choose.pending,
    buyAll,
    paying,
    skip: () => dispatch({ type: 'skip' }),
    revealed: () => dispatch({ type: 'revealed' }),
    close: () => dispatch({ type: 'close' }),
    openChoice: () => dispatch({ type: 'openChoice' }),
    cancelChoice: () => dispatch({ type: 'cancelChoice' }),
  };
}

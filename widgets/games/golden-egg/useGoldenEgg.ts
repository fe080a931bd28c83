/**
 * The golden egg's rules on the draw kit: the egg index comes from the page's data source, a smash or a choice
 * goes through the kit's flow (once even on a double tap, the index read again after it), and the
 * buy-everything offer is paid through the app from a tap only. Paths and product ids come from the config,
 * never the URL.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useData } from '@engine';
import { useNativePay } from '@platform/pay';
import { useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { checkSmash, eggReducer, initialEggState, readEggIndex, readSmashResult } from './goldenEggMachine';
import type { GoldenEggProps } from './schema';

export function useGoldenEgg(props: GoldenEggProps) {
  const data = useData<unknown>(props.source);
  const index = useMemo(() => readEggIndex(data.data), [data.data]);
  const [state, dispatch] = useReducer(eggReducer, initialEggState);
  const flow = useDrawFlow({ strings: 'common:widgets.golden-egg', refetch: data.refetch, onDrawn: props.onSmashed, refusalMs: 3000 });
  const latest = useRef({ state, index });
  latest.current = { state, index };
  const { pay, paying } = useNativePay({ ...(props.superBuy?.referer ? { referer: props.superBuy.referer } : {}), onSuccess: () => data.refetch() });

  // A fresh index (after a smash, a received task, the 00:00 reset) is the truth again.
  useEffect(() => dispatch({ type: 'indexLoaded' }), [data.data]);

  const smash = useDrawTap(async () => {
    const { index: idx, state: st } = latest.current;
    if (!idx || !flow.allowed(checkSmash(idx, st))) return;
    await flow.send({
      path: props.smashPath,
      body: {},
      start: () => dispatch({ type: 'start' }),
      answered: (answer) => {
        const result = readSmashResult(answer);
        dispatch(result ? { type: 'answered', result, reducedMotion: flow.reduced() } : { type: 'failed' });
      },
      failed: () => dispatch({ type: 'failed' }),
    });
  });

  const choose = useDrawTap((giftId: number) =>
    flow.send({
      path: props.choosePath,
      body: { giftId },
      answered: () => {
        dispatch({ type: 'chosen' });
        flow.toast('common:widgets.golden-egg.choiceSaved');
      },
    }),
  );

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

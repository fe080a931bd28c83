/**
 * The wishing gift box's rules on the draw kit: the wishing state feeds the machine (its round's clock, leaving
 * and clicks in ./useWishRound.ts), an opening goes through the kit's flow (once even on a double tap; opening
 * directly more than one box is asked first), coins are bought with sparks (./useCoinBuy.ts) and the custom gift
 * is sent with its uploaded picture (./useCustomGift.ts). Everything that reaches the app or the server comes from
 * the answers and the props, never the URL.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAction, useApiQuery, useEngineServices, useNow } from '@engine';
import { useDrawSpend } from '@kit/draw/DrawConfirm';
import { preloadDrawResult } from '@kit/draw/LazyDrawResult';
import { useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { useSparkBuy } from '../spark-draw/useSparkBuy';
import { wishIndexRequest } from './requests';
import type { WishBoxProps } from './schema';
import { useCoinBuy } from './useCoinBuy';
import { useCustomGift } from './useCustomGift';
import { useWishRound } from './useWishRound';
import { readCounts, readIndex, readRound, readWishPrizes, rowOf, type WishIndex } from './wishBoxAnswers';
import { checkOpen } from './wishBoxMachine';

const STRINGS = 'common:widgets.wish-box';

export function useWishBox(props: WishBoxProps) {
  const services = useEngineServices();
  const query = useApiQuery<unknown>(wishIndexRequest(props));
  const base = useMemo(() => readIndex(query.data), [query.data]);
  // Counts an answer reported after the index was read (coins, cards, wishes...): they win until it is read again.
  const [reported, setReported] = useState<WishIndex | undefined>();
  const index = reported ?? base;
  const now = useNow();
  const { run } = useAction();
  const sparks = useSparkBuy(props.buyArgs);
  const wt = useWidgetT('wish-box');
  const flow = useDrawFlow({ strings: STRINGS, refetch: query.refetch, onDrawn: props.onChanged, recharge: sparks.buy, refusalKey: (reason) => `errors.${reason}` });
  const latest = useRef({ index, props, refetch: query.refetch, run });
  latest.current = { index, props, refetch: query.refetch, run };

  const changed = useCallback(() => {
    const { props: p, run: runAction, refetch } = latest.current;
    void refetch();
    if (p.onChanged) void runAction(p.onChanged);
  }, []);
  const report = (answer: unknown) => {
    const cur = latest.current.index;
    if (cur) setReported(readCounts(answer, cur));
  };

  const { state, stateRef, dispatch, click } = useWishRound({ props, toast: flow.toast, changed, report });

  // A fresh read is the truth again: a pending round, or boxes that opened by themselves meanwhile.
  useEffect(() => {
    if (!base) return;
    setReported(undefined);
    dispatch({ type: 'loaded', index: base });
  }, [base, dispatch]);

  const opening = useDrawTap(async (directCount: number) => {
    const idx = latest.current.index;
    const st = stateRef.current;
    if (!idx) return;
    const check = checkOpen(st, idx, services.clock.now(), directCount);
    if (!flow.allowed(check) || !check.ok) return;
    preloadDrawResult();
    await flow.send({
      path: latest.current.props.openPath,
      body: st.direct ? { giftId: st.giftId, direct: true, count: check.count } : { giftId: st.giftId, boxes: st.boxes },
      start: () => dispatch({ type: 'send' }),
      answered: (answer) => {
        report(answer);
        const round = readRound(rowOf(answer).round);
        if (st.direct) dispatch({ type: 'direct', prizes: readWishPrizes(rowOf(answer).prizes) });
        else if (round) dispatch({ type: 'roundOpened', round });
        else dispatch({ type: 'failed' });
      },
      failed: () => dispatch({ type: 'failed' }),
    });
  });
  // Opening directly more than one box is asked first, naming its coins.
  const direct = useDrawSpend(
    ({ count }) => opening.run(count),
    ({ count }) => !!latest.current.index && flow.allowed(checkOpen(stateRef.current, latest.current.index, services.clock.now(), count)),
  );

  const coins = useCoinBuy({ flow, index: () => latest.current.index, path: props.buyCoinsPath, report, wt });
  const sendCustom = useCustomGift({ path: props.customPath, toast: flow.toast, report, changed });

  return {
    query,
    index,
    state,
    now,
    pickGift: (giftId: number) => dispatch({ type: 'pickGift', giftId }),
    toggleBox: (box: number) => index && dispatch({ type: 'toggleBox', box, boxCount: index.boxCount }),
    setDirect: (on: boolean) => dispatch({ type: 'setDirect', on }),
    open: (directCount?: number) => (directCount === undefined ? void opening.run(1) : direct.tap({ count: directCount, cost: wt('cost', { count: directCount * (index?.wishCost ?? 0) }) })),
    direct: direct.asked,
    opening: opening.pending || state.phase === 'opening',
    click: (box: number) => void click(box),
    closeResult: () => dispatch({ type: 'close' }),
    ...coins,
    tip: () => void sparks.tip(),
    sendCustom,
  };
}

/** What the wishing box's views read and do. */
export type WishGame = ReturnType<typeof useWishBox>;

/**
 * The wishing gift box's rules on the draw kit: the wishing state and the clock feed the machine, an opening goes
 * through the kit's flow (once even on a double tap; opening directly more than one box is asked first), clicks boxes, opens the rest when the 5-minute window lapses
 * or the page is left, buys coins with sparks (the app's Spark buy sheet when sparks are short) and sends the
 * custom gift after uploading its picture through the object-storage signing. Everything that reaches the app
 * or the server comes from the answers and the props, never the URL.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiErrorText, formatThousands, useAction, useApiMutation, useApiQuery, useEngineServices, useNow } from '@engine';
import { useDrawSpend } from '@kit/draw/DrawConfirm';
import { preloadDrawResult } from '@kit/draw/LazyDrawResult';
import { useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { useSparkBuy } from '../spark-draw/useSparkBuy';
import { wishIndexRequest } from './requests';
import type { WishBoxProps } from './schema';
import { readCounts, readIndex, readRound, readWishPrize, type WishIndex, type WishPrize } from './wishBoxAnswers';
import { checkOpen, wishReducer, wishStart, type WishEvent, type WishState } from './wishBoxMachine';
import type * as LazyUploadModule from '@engine/upload';

type UploadModule = typeof LazyUploadModule;

const STRINGS = 'common:widgets.wish-box';

type Row = Record<string, unknown>;
const rowOf = (v: unknown): Row => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Row) : {});
const prizesOf = (v: unknown): WishPrize[] => (Array.isArray(v) ? v.map(readWishPrize).filter((p): p is WishPrize => !!p) : []);

export function useWishBox(props: WishBoxProps) {
  const services = useEngineServices();
  const query = useApiQuery<unknown>(wishIndexRequest(props));
  const base = useMemo(() => readIndex(query.data), [query.data]);
  // Counts an answer reported after the index was read (coins, cards, wishes...): they win until it is read again.
  const [reported, setReported] = useState<WishIndex | undefined>();
  const index = reported ?? base;
  const [state, setState] = useState<WishState>(wishStart);
  const stateRef = useRef(state);
  const now = useNow();
  const { run } = useAction();
  const { mutate } = useApiMutation<unknown>({ money: true });
  const sparks = useSparkBuy(props.buyArgs);
  const wt = useWidgetT('wish-box');
  const flow = useDrawFlow({ strings: STRINGS, refetch: query.refetch, onDrawn: props.onChanged, recharge: sparks.buy, refusalKey: (reason) => `errors.${reason}` });
  const toast = flow.toast;
  const latest = useRef({ index, props, refetch: query.refetch, run });
  latest.current = { index, props, refetch: query.refetch, run };

  const changed = useCallback(() => {
    const { props: p, run: runAction, refetch } = latest.current;
    void refetch();
    if (p.onChanged) void runAction(p.onChanged);
  }, []);

  const dispatchRef = useRef<(event: WishEvent) => void>(() => undefined);

  /** Opens the round's closed boxes now: the window lapsed or the page is being left. */
  const openAll = useCallback(
    (roundId: number) => {
      services.http
        .request<unknown>({ path: latest.current.props.openAllPath, method: 'POST', body: { roundId }, silent: true })
        .then((answer) => {
          dispatchRef.current({ type: 'autoOpened', roundId, prizes: prizesOf(rowOf(answer).prizes) });
          changed();
        })
        // The server opens them by itself once the window is over; the page reads them with the state.
        .catch(() => changed());
    },
    [services, changed],
  );

  const dispatch = useCallback(
    (event: WishEvent) => {
      const before = stateRef.current;
      const step = wishReducer(before, event);
      stateRef.current = step.state;
      setState(step.state);
      if (step.state.phase === 'result' && before.phase !== 'result' && step.state.reason === 'auto') toast(`${STRINGS}.autoOpened`, { durationMs: 4000 });
      for (const effect of step.effects) if (effect === 'openAll' && before.round) openAll(before.round.roundId);
    },
    [openAll, toast],
  );
  useEffect(() => {
    dispatchRef.current = dispatch;
  }, [dispatch]);

  // A fresh read is the truth again: a pending round, or boxes that opened by themselves meanwhile.
  useEffect(() => {
    if (!base) return;
    setReported(undefined);
    dispatch({ type: 'loaded', index: base });
  }, [base, dispatch]);

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

  const report = (answer: unknown) => {
    const cur = latest.current.index;
    if (cur) setReported(readCounts(answer, cur));
  };

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
        if (st.direct) dispatch({ type: 'direct', prizes: prizesOf(rowOf(answer).prizes) });
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

  const click = async (box: number) => {
    const st = stateRef.current;
    const round = st.round;
    if (st.phase !== 'clicking' || !round || st.clicking.includes(box) || round.boxes.find((b) => b.box === box)?.opened !== false) return;
    dispatch({ type: 'clickSent', box });
    try {
      const answer = rowOf(await services.http.request<unknown>({ path: latest.current.props.clickPath, method: 'POST', body: { roundId: round.roundId, box } }));
      report(answer);
      if ('autoOpened' in answer) {
        dispatch({ type: 'autoOpened', roundId: round.roundId, prizes: prizesOf(rowOf(answer.autoOpened).prizes) });
        changed();
        return;
      }
      const prize = readWishPrize(answer.prize, box);
      if (prize) dispatch({ type: 'boxOpened', box, prize, round: readRound(answer.round) });
      else dispatch({ type: 'clickFailed', box });
      if (answer.round === null) changed();
    } catch (err) {
      dispatch({ type: 'clickFailed', box });
      flow.toast(apiErrorText(err));
    }
  };

  /**
   * Coins come in batches bought with sparks, a batch of more than one Spark asked first naming its cost; with too
   * few sparks the app's Spark buy sheet opens instead, from the tap.
   */
  const buyAllowed = () => {
    const idx = latest.current.index;
    return !!idx && flow.allowed(idx.sparkCount < idx.sparksPerBatch ? { ok: false, reason: 'noSparks' } : { ok: true });
  };
  const buying = useDrawTap(async () => {
    const idx = latest.current.index;
    if (!idx || !buyAllowed()) return;
    await flow.send({
      path: latest.current.props.buyCoinsPath,
      body: { count: idx.coinBatch },
      answered: (answer) => {
        report(answer);
        flow.toast(`${STRINGS}.coinsBought`, { values: { count: idx.coinBatch } });
      },
    });
  });

  const buy = useDrawSpend(() => buying.run(), buyAllowed);

  /** The custom gift: the picture goes to the signed host first, then the text with the stored picture's key. */
  const sendCustom = async (values: { text: string; picture?: File }) => {
    // The upload code comes with the first custom gift sent: the box's first screen does not carry it.
    let upload: UploadModule | undefined;
    try {
      upload = await import('@engine/upload');
      const stored = await upload.uploadFile(values.picture, { http: services.http });
      const answer = await mutate({ path: latest.current.props.customPath, method: 'POST', body: { text: values.text, pictures: [stored.key] } });
      report(answer);
      toast(`${STRINGS}.customSent`, { durationMs: 4000 });
      changed();
      return true;
    } catch (err) {
      toast(upload && err instanceof upload.UploadError ? `${STRINGS}.uploadFailed` : apiErrorText(err));
      return false;
    }
  };

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
    buyCoins: () => {
      if (!index) return;
      const cost = wt('sparkCost', { count: index.sparksPerBatch });
      buy.tap({ count: index.sparksPerBatch, cost, title: wt('buyConfirmTitle'), question: wt('buyConfirm', { coins: formatThousands(index.coinBatch), cost }) });
    },
    buy: buy.asked,
    buyingCoins: buying.pending,
    tip: () => void sparks.tip(),
    sendCustom,
  };
}

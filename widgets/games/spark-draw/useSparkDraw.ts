/**
 * Runs the spark draw of one pool: reads its config, feeds the draw machine,
 * sends a draw once even on a double tap (money single-flight), and, when the
 * sparks are short, opens the app's Spark buy sheet instead of drawing
 * (outside the app the user reads how to buy them). Everything that reaches
 * the app or the server comes from the config and the props, never the URL.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { apiErrorText, refreshApiReads, useAction, useApiMutation, useApiQuery, useEngineServices, useNow, usePrefersReducedMotion, useSingleFlight, useToast } from '@engine';
import { availability, checkDraw, currentCounts, drawReducer, initialDrawState, readCounts, readDrawConfig, readPrizes } from './drawMachine';
import { drawConfigRequest } from './requests';
import type { SparkDrawProps } from './schema';
import { useSparkBuy } from './useSparkBuy';
import { preloadDrawResult } from '@kit/draw/LazyDrawResult';

const STRINGS = 'common:widgets.spark-draw';

export function useSparkDraw(props: Pick<SparkDrawProps, 'configPath' | 'drawPath' | 'onDrawn' | 'buyArgs' | 'refreshPaths'>, category: number) {
  const { queryClient } = useEngineServices();
  const query = useApiQuery<unknown>(drawConfigRequest(props, category));
  const config = useMemo(() => readDrawConfig(query.data), [query.data]);
  const [state, dispatch] = useReducer(drawReducer, initialDrawState);
  const now = useNow();
  const reduced = usePrefersReducedMotion();
  const toast = useToast();
  const { run } = useAction();
  const { mutate } = useApiMutation<unknown>({ money: true });
  const latest = useRef({ state, config, reduced });
  latest.current = { state, config, reduced };

  // A fresh config (read again after a draw, or by the app's web refresh) is the truth again.
  useEffect(() => dispatch({ type: 'configLoaded' }), [query.dataUpdatedAt]);

  const { buy, tip } = useSparkBuy(props.buyArgs);

  const flight = useSingleFlight(async (drawNum: number) => {
    const { config: cfg, state: st } = latest.current;
    if (!cfg) return;
    const check = checkDraw(cfg, st, drawNum, now);
    if (!check.ok) {
      if (check.reason === 'noSparks') await buy();
      else if (check.reason !== 'busy') toast(`${STRINGS}.unavailable.${check.reason}`);
      return;
    }
    dispatch({ type: 'start', drawNum });
    try {
      const answer = await mutate({ path: props.drawPath, method: 'POST', body: { actConfigId: cfg.actConfigId, drawNum } });
      const prizes = readPrizes(answer && typeof answer === 'object' ? (answer as Record<string, unknown>).resultPrizes : undefined);
      const counts = readCounts(answer, currentCounts(cfg, st));
      dispatch({ type: 'answered', prizes, reducedMotion: latest.current.reduced, ...(counts ? { counts } : {}) });
      // The records now hold this draw: lists showing them read them again.
      void refreshApiReads(queryClient, props.refreshPaths);
      if (props.onDrawn) void run(props.onDrawn);
    } catch (err) {
      dispatch({ type: 'failed' });
      toast(apiErrorText(err));
    }
    // The spark count and pity counters are read again either way (a refused draw may mean the count was stale).
    void query.refetch();
  });

  const counts = config ? currentCounts(config, state) : undefined;
  return {
    query,
    config,
    state,
    counts,
    open: config ? availability(config, now) : undefined,
    draw: (drawNum: number) => {
      preloadDrawResult();
      void flight.run(drawNum);
    },
    drawing: flight.pending || state.phase === 'drawing',
    skip: () => dispatch({ type: 'skip' }),
    revealed: () => dispatch({ type: 'revealed' }),
    close: () => dispatch({ type: 'close' }),
    buy: () => void buy(),
    tip: () => void tip(),
  };
}

/**
 * The spark draw's rules for one pool on the draw kit: the pool's config feeds the draw machine, a draw goes
 * through the kit's flow (once even on a double tap; a batch above one spark is asked first), and, when the
 * sparks are short, the app's Spark buy sheet opens instead of drawing (outside the app the user reads how to buy
 * them). Everything that reaches the app or the server comes from the config and the props, never the URL.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useApiQuery, useNow } from '@engine';
import { useDrawSpend } from '@kit/draw/DrawConfirm';
import { preloadDrawResult } from '@kit/draw/LazyDrawResult';
import { useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { availability, checkDraw, currentCounts, drawReducer, initialDrawState, readCounts, readDrawConfig, readPrizes } from './drawMachine';
import { drawConfigRequest } from './requests';
import type { SparkDrawProps } from './schema';
import { useSparkBuy } from './useSparkBuy';

/** A pool that is not open says why. */
const refusalKey = (reason: string) => `unavailable.${reason}`;

export function useSparkDraw(props: Pick<SparkDrawProps, 'configPath' | 'drawPath' | 'onDrawn' | 'buyArgs' | 'refreshPaths'>, category: number) {
  const query = useApiQuery<unknown>(drawConfigRequest(props, category));
  const config = useMemo(() => readDrawConfig(query.data), [query.data]);
  const [state, dispatch] = useReducer(drawReducer, initialDrawState);
  const now = useNow();
  const wt = useWidgetT('spark-draw');
  const { buy, tip } = useSparkBuy(props.buyArgs);
  // The records hold each draw: the lists showing them read them again; the spark count and pity counters are read
  // again either way (a refused draw may mean the count was stale).
  const flow = useDrawFlow({ strings: 'common:widgets.spark-draw', refetch: query.refetch, refreshPaths: props.refreshPaths, onDrawn: props.onDrawn, recharge: buy, refusalKey });
  const latest = useRef({ state, config, now });
  latest.current = { state, config, now };

  // A fresh config (read again after a draw, or by the app's web refresh) is the truth again.
  useEffect(() => dispatch({ type: 'configLoaded' }), [query.dataUpdatedAt]);

  const allowed = (drawNum: number) => !!latest.current.config && flow.allowed(checkDraw(latest.current.config, latest.current.state, drawNum, latest.current.now));

  const flight = useDrawTap(async (drawNum: number) => {
    const cfg = latest.current.config;
    if (!cfg || !allowed(drawNum)) return;
    await flow.send({
      path: props.drawPath,
      body: { actConfigId: cfg.actConfigId, drawNum },
      start: () => dispatch({ type: 'start', drawNum }),
      answered: (answer) => {
        const prizes = readPrizes(answer && typeof answer === 'object' ? (answer as Record<string, unknown>).resultPrizes : undefined);
        const counts = readCounts(answer, currentCounts(cfg, latest.current.state));
        dispatch({ type: 'answered', prizes, reducedMotion: flow.reduced(), ...(counts ? { counts } : {}) });
      },
      failed: () => dispatch({ type: 'failed' }),
    });
  });
  const spend = useDrawSpend(({ count }) => flight.run(count), ({ count }) => allowed(count));

  const counts = config ? currentCounts(config, state) : undefined;
  return {
    query,
    config,
    state,
    counts,
    open: config ? availability(config, now) : undefined,
    spend: spend.asked,
    draw: (drawNum: number) => {
      preloadDrawResult();
      spend.tap({ count: drawNum, cost: wt('cost', { count: drawNum }) });
    },
    drawing: flight.pending || state.phase === 'drawing',
    skip: () => dispatch({ type: 'skip' }),
    revealed: () => dispatch({ type: 'revealed' }),
    close: () => dispatch({ type: 'close' }),
    buy: () => void buy(false),
    tip: () => void tip(),
  };
}

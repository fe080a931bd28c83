/**
 * The constellation treasure's rules on the draw kit: the index feeds the machine, each draw and each claim goes
 * through the kit's flow (once even on a double tap). Short of diamonds for the stars a batch can light, the
 * page's recharge action runs instead (from the user's tap); with every constellation complete, a draw says to
 * claim first. Nothing from the URL reaches a request: the paths come from the campaign, the constellation ids
 * from the server.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useApiQuery } from '@engine';
import { useDrawSpend, type DrawSpend } from '@kit/draw/DrawConfirm';
import { preloadDrawResult } from '@kit/draw/LazyDrawResult';
import { SPEND_FAILURES, useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { isRow } from '@kit/readField';
import { useWidgetT } from '@kit/useWidgetT';
import { checkClaim, checkDraw, drawCost, readClaimed, readConstellations, readIndex, readStars, skyReducer, skyStart } from './constellationTreasureMachine';
import type { ConstellationTreasureProps } from './schema';

const skyOf = (answer: unknown) => readConstellations(isRow(answer) ? answer.constellations : undefined);

export function useConstellationTreasure(props: ConstellationTreasureProps) {
  const query = useApiQuery<unknown>({ path: props.indexPath });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const [state, dispatch] = useReducer(skyReducer, skyStart);
  const wt = useWidgetT('constellation-treasure');
  const flow = useDrawFlow({ strings: 'common:widgets.constellation-treasure', refetch: query.refetch, onDrawn: props.onDrawn, rechargeAction: props.rechargeAction, failureKeys: SPEND_FAILURES });
  const latest = useRef({ state, index });
  latest.current = { state, index };

  useEffect(() => dispatch({ type: 'indexLoaded' }), [query.dataUpdatedAt]);

  const sky = state.sky ?? index?.constellations ?? [];
  const current = () => latest.current.state.sky ?? latest.current.index?.constellations ?? [];
  const drawAllowed = (count: number) => !!latest.current.index && flow.allowed(checkDraw(latest.current.index, current(), latest.current.state, count));

  const flight = useDrawTap(async (kind: 'draw' | 'claim', count: number, constellation?: string) => {
    const failed = () => dispatch({ type: 'failed' });
    if (kind === 'draw') {
      if (drawAllowed(count)) await flow.draw(props.drawPath, count, { start: () => dispatch({ type: 'drawStart' }), answered: (answer) => dispatch({ type: 'drawn', stars: readStars(answer), sky: skyOf(answer), reducedMotion: flow.reduced() }), failed });
      return;
    }
    const k = current().find((c) => c.id === constellation);
    if (!k || !flow.allowed(checkClaim(k, latest.current.state))) return;
    preloadDrawResult();
    await flow.send({
      path: props.claimPath,
      body: { constellation: k.id },
      start: () => dispatch({ type: 'claimStart', constellation: k.id }),
      answered: (answer) => dispatch({ type: 'claimed', reward: readClaimed(answer) ?? k.reward, sky: skyOf(answer) }),
      failed,
    });
  });
  // A batch that lights more than one star is asked first, naming what those stars cost.
  const spend = useDrawSpend(
    (item: DrawSpend & { batch: number }) => flight.run('draw', item.batch),
    (item) => drawAllowed(item.batch),
  );

  return {
    query,
    index,
    state,
    sky,
    spend: spend.asked,
    busy: flight.pending || state.phase === 'drawing' || state.phase === 'claiming',
    draw: (batch: number) => {
      const cost = index ? drawCost(index, sky, batch) : 0;
      spend.tap({ batch, count: index && index.price > 0 ? Math.round(cost / index.price) : batch, cost: wt('cost', { count: cost }) });
    },
    claim: (id: string) => void flight.run('claim', 1, id),
    revealed: () => dispatch({ type: 'revealed' }),
    close: () => dispatch({ type: 'close' }),
  };
}

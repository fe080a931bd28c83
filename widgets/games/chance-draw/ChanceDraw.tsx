/**
 * A draw paid with draws left (a daily free draw, card draws): one tap sends one draw, a batch above one asks
 * first, fewer draws left than a batch takes says how many are left, and the result shows the prizes.
 */
import { useMemo } from 'react';
import { formatThousands, useApiQuery, type WidgetComponentProps } from '@engine';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import { useBatchDraw } from '@kit/draw/useBatchDraw';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { useDrawFlow } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { checkDraw, readIndex, readPrizes } from './chanceDrawMachine';
import type { ChanceDrawProps } from './schema';

export default function ChanceDraw({ props }: WidgetComponentProps<ChanceDrawProps>) {
  const wt = useWidgetT('chance-draw');
  const query = useApiQuery<unknown>({ path: props.indexPath });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const flow = useDrawFlow({ strings: 'common:widgets.chance-draw', refetch: query.refetch, refreshPaths: props.refreshPaths, onDrawn: props.onDrawn });
  const { state, pending, spend, result } = useBatchDraw(flow, { index, path: props.drawPath, check: checkDraw, readPrizes });
  if (!index) return <section className="cw-chance-draw"><GameLoading read={query} rows={2} height={72} /></section>;

  const busy = pending || state.phase === 'drawing';
  return (
    <section className="cw-chance-draw" aria-busy={busy}>
      <GameTitle title={props.title} className="cw-chance-draw__title" />
      <p data-testid="chance-draw-left">{wt('left', { count: formatThousands(index.chances) })}</p>
      {index.batches.map((n) => (
        <button key={n} type="button" className="cw-btn cw-btn--primary" data-testid={`chance-draw-draw-${n}`} disabled={busy} onClick={() => spend.tap({ count: n, cost: wt('cost', { count: n }) })}>
          {wt('drawN', { count: n })}
        </button>
      ))}
      <DrawConfirm item={spend.asked} />
      <LazyDrawResult {...result} wt={wt} />
    </section>
  );
}

/**
 * The Christmas lottery: draws paid through the app, 0.99 USD a draw and 9.9 USD for ten. A tap on a batch whose
 * draws are already paid draws them (the kit asks first, naming them); otherwise that tap buys the batch through the
 * app's pay (once, even on a double tap), and once the app reports it paid the paid draws are read again.
 */
import { useMemo, useReducer, useRef } from 'react';
import { formatThousands, useApiQuery, useToast, type WidgetComponentProps } from '@engine';
import { useNativePay } from '@platform/pay';
import { DrawConfirm, useDrawSpend } from '@kit/draw/DrawConfirm';
import { drawRequestSteps } from '@kit/draw/drawSteps';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { SPEND_FAILURES, useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { checkDraw, christmasLotteryReducer, christmasLotteryStart, offerFor, readIndex, readPrizes } from './christmasLotteryMachine';
import type { ChristmasLotteryProps } from './schema';

export default function ChristmasLottery({ props }: WidgetComponentProps<ChristmasLotteryProps>) {
  const wt = useWidgetT('christmas-lottery');
  const toast = useToast();
  const query = useApiQuery<unknown>({ path: props.indexPath });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const [state, dispatch] = useReducer(christmasLotteryReducer, christmasLotteryStart);
  const flow = useDrawFlow({ strings: 'common:widgets.christmas-lottery', refetch: query.refetch, refreshPaths: props.refreshPaths, onDrawn: props.onDrawn, failureKeys: SPEND_FAILURES });
  const paid = () => {
    toast('common:widgets.christmas-lottery.bought');
    void query.refetch();
  };
  const { pay, paying } = useNativePay(props.referer ? { referer: props.referer, onSuccess: paid } : { onSuccess: paid });
  const latest = useRef({ state, index });
  latest.current = { state, index };
  const allowed = (count: number) => !!latest.current.index && flow.allowed(checkDraw(latest.current.index, latest.current.state, count));
  const draw = useDrawTap(async (count: number) => {
    if (allowed(count)) await flow.draw(props.drawPath, count, drawRequestSteps(dispatch, (answer) => ({ type: 'answered' as const, prizes: readPrizes(answer), reducedMotion: flow.reduced() })));
  });
  const spend = useDrawSpend(({ count }) => draw.run(count), ({ count }) => allowed(count));
  if (!index) return <section className="cw-christmas-lottery"><GameLoading read={query} rows={2} height={72} /></section>;

  const busy = draw.pending || paying || state.phase !== 'idle';
  const tap = (n: number) => {
    const offer = offerFor(index, n);
    if (index.balance >= n || !offer) spend.tap({ count: n, cost: wt('cost', { count: formatThousands(n) }) });
    else void pay({ clientProductId: offer.clientProductId, productIdentifier: offer.productIdentifier });
  };
  return (
    <section className="cw-christmas-lottery" aria-busy={busy}>
      <GameTitle title={props.title} className="cw-christmas-lottery__title" />
      <p>{wt('intro')}</p>
      <p data-testid="christmas-lottery-balance">{wt('balance', { count: formatThousands(index.balance) })}</p>
      {index.batches.map((n) => {
        const offer = offerFor(index, n);
        return (
          <button key={n} type="button" className="cw-btn cw-btn--primary" data-testid={`christmas-lottery-draw-${n}`} disabled={busy} onClick={() => tap(n)}>
            {index.balance >= n || !offer ? wt('drawN', { count: n }) : wt('buyN', { count: n, price: offer.priceUsd })}
          </button>
        );
      })}
      <DrawConfirm item={spend.asked} />
      <LazyDrawResult phase={state.phase} prizes={state.result} onRevealed={() => dispatch({ type: 'revealed' })} onSkip={() => dispatch({ type: 'skip' })} onClose={() => dispatch({ type: 'close' })} wt={wt} />
    </section>
  );
}

/**
 * The Christmas lottery: draws paid through the app, 0.99 USD a draw and 9.9 USD for ten. A tap on a batch whose
 * draws are already paid draws them (the kit asks first, naming them); otherwise that tap buys the batch through the
 * app's pay (once, even on a double tap), and once the app reports it paid the paid draws are read again.
 */
import { useMemo } from 'react';
import { formatThousands, useApiQuery, useToast, type WidgetComponentProps } from '@engine';
import { useNativePay } from '@platform/pay';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import { useBatchDraw } from '@kit/draw/useBatchDraw';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { SPEND_FAILURES, useDrawFlow } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { checkDraw, offerFor, readIndex, readPrizes } from './christmasLotteryMachine';
import type { ChristmasLotteryProps } from './schema';

export default function ChristmasLottery({ props }: WidgetComponentProps<ChristmasLotteryProps>) {
  const wt = useWidgetT('christmas-lottery');
  const toast = useToast();
  const query = useApiQuery<unknown>({ path: props.indexPath });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const flow = useDrawFlow({ strings: 'common:widgets.christmas-lottery', refetch: query.refetch, refreshPaths: props.refreshPaths, onDrawn: props.onDrawn, failureKeys: SPEND_FAILURES });
  const paid = () => {
    toast('common:widgets.christmas-lottery.bought');
    void query.refetch();
  };
  const { pay, paying } = useNativePay(props.referer ? { referer: props.referer, onSuccess: paid } : { onSuccess: paid });
  const { state, pending, spend, result } = useBatchDraw(flow, { index, path: props.drawPath, check: checkDraw, readPrizes });
  const head = (
    <>
      <GameTitle title={props.title} className="cw-christmas-lottery__title" />
      <p>{wt('intro')}</p>
    </>
  );
  // Until the index is read the title and the offer show, and one placeholder stands for the balance line and the
  // row of buttons (19 px of text, 16 px between, a 45 px button): nothing moves when they come.
  if (!index) return <section className="cw-christmas-lottery">{head}<GameLoading read={query} rows={1} height={80} /></section>;

  const busy = pending || paying || state.phase !== 'idle';
  const tap = (n: number) => {
    const offer = offerFor(index, n);
    if (index.balance >= n || !offer) spend.tap({ count: n, cost: wt('cost', { count: n }) });
    else void pay({ clientProductId: offer.clientProductId, productIdentifier: offer.productIdentifier });
  };
  return (
    <section className="cw-christmas-lottery" aria-busy={busy}>
      {head}
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
      <LazyDrawResult {...result} wt={wt} />
    </section>
  );
}

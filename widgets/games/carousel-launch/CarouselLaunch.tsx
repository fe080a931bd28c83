import { useMemo } from 'react';
import { formatThousands, LOADING_COUNT, LOADING_VALUE, useData, useT, type WidgetComponentProps } from '@engine';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import { useBatchDraw } from '@kit/draw/useBatchDraw';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { SPEND_FAILURES, useDrawFlow } from '@kit/draw/useDrawFlow';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT } from '@kit/useWidgetT';
import { checkLaunch, readIndex, readPrizes, type CarouselLaunchIndex } from './carouselLaunchMachine';
import type { CarouselLaunchProps } from './schema';
import '../../campaign/progress-bar/progress-bar.css';
import './carousel-launch.css';

/** The guarantee counter: launches since the last first prize, out of the launches within which it is sure. */
function Guarantee({ pity, prize, label }: { pity: NonNullable<CarouselLaunchIndex['pity']>; prize?: string; label: string }) {
  return (
    <div className="cw-progress carousel-launch__pity" data-testid="carousel-launch-pity" data-count={pity.count} data-prize={prize}>
      <div className="cw-progress__label">{label}</div>
      <div className="cw-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={pity.within} aria-valuenow={pity.count} aria-valuetext={`${pity.count} / ${pity.within}`}>
        <div className="cw-progress__fill" style={{ width: `${(pity.count / pity.within) * 100}%` }} />
      </div>
    </div>
  );
}

export default function CarouselLaunch({ props }: WidgetComponentProps<CarouselLaunchProps>) {
  const t = useT();
  const wt = useWidgetT('carousel-launch');
  const query = useData<unknown>(props.source);
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const flow = useDrawFlow({ strings: 'common:widgets.carousel-launch', refetch: query.refetch, refreshPaths: props.refreshPaths, onDrawn: props.onDrawn, rechargeAction: props.rechargeAction, failureKeys: SPEND_FAILURES });
  const { state, pending, spend, result } = useBatchDraw(flow, { index, path: props.drawPath, check: checkLaunch, readPrizes });

  // Before the index is read, a failure or no game replaces the board; while it loads, the words paint with the first
  // screen (the guarantee's count and the balance as placeholders that fill in where they stand), the launches a skeleton.
  if (!index && query.status !== 'pending') {
    return <section className="cw-carousel-launch">{query.status === 'error' ? <StateMessage kind="error" error={query.error} onRetry={query.refetch} /> : <StateMessage kind="empty" />}</section>;
  }
  const busy = !index || pending || state.phase !== 'idle';
  const pity = index?.pity;
  const within = pity?.within ?? 50;
  return (
    <section className="cw-carousel-launch" aria-busy={busy}>
      {props.title ? <h2 className="carousel-launch__title">{t(props.title)}</h2> : null}
      <p className="carousel-launch__intro">{wt('intro', index ? { count: within, within } : { count: LOADING_COUNT, within: LOADING_VALUE })}</p>
      <p className="carousel-launch__balance" data-testid="carousel-launch-candy">{wt('balance', { count: index ? formatThousands(index.balance) : LOADING_VALUE })}</p>
      {pity && index ? <Guarantee pity={pity} prize={index.firstPrize} label={wt('pity', { left: pity.within - pity.count, count: pity.within - pity.count, done: pity.count, within: pity.within, prize: index.firstPrize ?? wt('firstPrize') })} /> : null}
      {index ? (
        <div className="carousel-launch__buttons">
          {index.batches.map((n) => (
            <button key={n} type="button" className="cw-btn cw-btn--primary carousel-launch__btn" data-testid={`carousel-launch-${n}`} disabled={busy} onClick={() => spend.tap({ count: n, cost: wt('cost', { count: formatThousands(n * index.price) }) })}>
              <span>{wt('launchN', { count: n })}</span>
              <span className="carousel-launch__cost">{wt('cost', { count: formatThousands(n * index.price) })}</span>
            </button>
          ))}
        </div>
      ) : (
        <SkeletonRows count={2} height={72} />
      )}
      <DrawConfirm item={spend.asked} />
      <LazyDrawResult {...result} wt={wt} />
    </section>
  );
}

import { useT, type WidgetComponentProps } from '@engine';
import { isRow } from '@kit/readField';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { PrizeGrid } from './PrizeGrid';
import type { PrizePoolProps } from './schema';
import '@kit/blocks.css';
import './prize-pool.css';

export default function PrizePool({ props }: WidgetComponentProps<PrizePoolProps>) {
  const t = useT();
  const prizes = Array.isArray(props.prizes) ? props.prizes.filter(isRow) : undefined;
  return (
    <section className="cw-pool">
      {props.title ? <h3 className="cw-pool__title">{t(props.title)}</h3> : null}
      {!prizes ? <SkeletonRows count={2} height={96} /> : prizes.length === 0 ? <StateMessage kind="empty" /> : <PrizeGrid prizes={prizes} columns={props.columns} />}
    </section>
  );
}

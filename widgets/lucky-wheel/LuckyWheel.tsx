import { useT, type WidgetComponentProps } from '@engine';
import { useWidgetT } from '../blocks/useWidgetT';
import type { LuckyWheelProps } from './schema';

export default function LuckyWheel({ props }: WidgetComponentProps<LuckyWheelProps>) {
  const t = useT();
  const wt = useWidgetT('lucky-wheel');
  return (
    <section className="cw-lucky-wheel">
      {props.title ? <h2>{t(props.title)}</h2> : null}
      <p>{wt('intro')}</p>
    </section>
  );
}

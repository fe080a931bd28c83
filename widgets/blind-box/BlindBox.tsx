import { useT, type WidgetComponentProps } from '@engine';
import { useWidgetT } from '../blocks/useWidgetT';
import type { BlindBoxProps } from './schema';

export default function BlindBox({ props }: WidgetComponentProps<BlindBoxProps>) {
  const t = useT();
  const wt = useWidgetT('blind-box');
  return (
    <section className="cw-blind-box">
      {props.title ? <h2>{t(props.title)}</h2> : null}
      <p>{wt('intro')}</p>
    </section>
  );
}

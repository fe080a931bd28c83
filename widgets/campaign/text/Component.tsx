import { formatThousands, useT, type WidgetComponentProps } from '@engine';
import type { TextProps } from './schema';
import '@kit/blocks.css';
import './text.css';

export default function Text({ props }: WidgetComponentProps<TextProps>) {
  const t = useT();
  const values = props.groupNumbers && props.values ? Object.fromEntries(Object.entries(props.values).map(([k, v]) => [k, typeof v === 'number' ? formatThousands(v) : v])) : props.values;
  const paragraphs = t(props.text, values).split(/\n\s*\n/);
  return (
    <section className="cw-text">
      {props.title ? <h3 className="cw-text__title">{t(props.title)}</h3> : null}
      {paragraphs.map((p, i) => (
        <p key={i} className="cw-text__p">
          {p}
        </p>
      ))}
    </section>
  );
}

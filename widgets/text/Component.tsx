import { useT, type WidgetComponentProps } from '@engine';
import type { TextProps } from './schema';
import '../blocks/blocks.css';
import './text.css';

export default function Text({ props }: WidgetComponentProps<TextProps>) {
  const t = useT();
  const paragraphs = t(props.text, props.values).split(/\n\s*\n/);
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

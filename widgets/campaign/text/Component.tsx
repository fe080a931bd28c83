import { formatDateText, htmlLangOf, LOADING_VALUE, useLocale, useT, type WidgetComponentProps } from '@engine';
import type { TextProps } from './schema';
import '@kit/blocks.css';
import './text.css';

/**
 * A value as the text shows it: an instant named in `dates` as a date in the page language (the placeholder of a
 * value still loading as it is); a number is grouped by the string lookup.
 */
function shown(props: TextProps, language: string, name: string, v: string | number): string | number {
  return props.dates?.includes(name) && v !== LOADING_VALUE ? formatDateText(v, language) : v;
}

export default function Text({ props }: WidgetComponentProps<TextProps>) {
  const t = useT();
  const language = htmlLangOf(useLocale());
  const values = props.values && Object.fromEntries(Object.entries(props.values).map(([k, v]) => [k, shown(props, language, k, v)]));
  // A key chosen by data still loading is its placeholder until the data is in.
  const words = (key: string, v?: typeof values) => (key === LOADING_VALUE ? key : t(key, v));
  const paragraphs = words(props.text, values).split(/\n\s*\n/);
  return (
    <section className="cw-text">
      {props.title ? <h3 className="cw-text__title">{words(props.title)}</h3> : null}
      {paragraphs.map((p, i) => (
        <p key={i} className="cw-text__p">
          {p}
        </p>
      ))}
    </section>
  );
}

import { useT, type WidgetComponentProps } from '@engine';
import type { HeadingProps } from './schema';
import '@kit/blocks.css';
import './heading.css';

export default function Heading({ props }: WidgetComponentProps<HeadingProps>) {
  const t = useT();
  const Tag = (`h${props.level}` as 'h1' | 'h2' | 'h3');
  return (
    <header className={`cw-heading cw-heading--${props.align}`}>
      <Tag className={`cw-heading__title cw-heading__title--${props.level}`}>{t(props.title)}</Tag>
      {props.subtitle ? <p className="cw-heading__subtitle">{t(props.subtitle)}</p> : null}
    </header>
  );
}

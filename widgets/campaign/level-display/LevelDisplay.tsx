import { formatThousands, useT, type WidgetComponentProps } from '@engine';
import { useWidgetT } from '@kit/useWidgetT';
import { toLevelRows, type LevelRow } from './levelRows';
import type { LevelDisplayProps } from './schema';
import '@kit/blocks.css';
import './level-display.css';

/**
 * Named levels at thresholds: the current level and the next (with the value still needed), a bar toward the next,
 * and every level in a grid whose cells wrap their labels, so no two labels overlap on a narrow screen.
 */
export default function LevelDisplay({ props }: WidgetComponentProps<LevelDisplayProps>) {
  const t = useT();
  const wt = useWidgetT('level-display');
  const value = Math.max(0, props.value);
  const rows = toLevelRows(props.levels, value);
  const nameOf = (l: LevelRow) => {
    const key = props.nameKey?.replace('{level}', String(l.level));
    const named = key ? t(key) : undefined;
    return named && named !== key ? named : (l.name ?? wt('levelN', { level: l.level }));
  };
  const current = rows.find((l) => l.state === 'current');
  const next = rows.find((l) => l.state === 'locked');
  const from = current?.points ?? 0;
  const share = next ? Math.min(100, ((value - from) / Math.max(1, next.points - from)) * 100) : 100;
  return (
    <section className="cw-levels">
      {props.title ? <h3 className="cw-levels__title">{t(props.title)}</h3> : null}
      <p className="cw-levels__current">{current ? wt('current', { level: current.level, name: nameOf(current) }) : wt('none')}</p>
      <div className="cw-levels__track" role="progressbar" aria-valuemin={from} aria-valuemax={next?.points ?? value} aria-valuenow={value} aria-label={wt('progress')}>
        <div className="cw-levels__fill" style={{ width: `${share}%` }} />
      </div>
      <p className="cw-levels__next">
        {next ? wt('next', { level: next.level, name: nameOf(next), points: formatThousands(next.points), missing: formatThousands(next.points - value) }) : wt('top')}
      </p>
      <ol className="cw-levels__grid">
        {rows.map((l) => (
          <li key={l.level} className={`cw-levels__cell cw-levels__cell--${l.state}`} data-state={l.state} aria-current={l.state === 'current' ? 'step' : undefined}>
            <span className="cw-levels__badge">{wt('levelN', { level: l.level })}</span>
            <span className="cw-levels__name">{nameOf(l)}</span>
            <span className="cw-levels__points">{formatThousands(l.points)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { formatCompactNumber, useT, type WidgetComponentProps } from '@engine';
import type { ProgressBarProps } from './schema';
import '@kit/blocks.css';
import './progress-bar.css';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
/** A milestone this far along the bar (percent) ends at the bar's end, so its label stays inside the bar. */
const END_SHARE = 90;

export default function ProgressBar({ props }: WidgetComponentProps<ProgressBarProps>) {
  const t = useT();
  const value = Math.max(0, num(props.value));
  const lastMark = props.milestones?.reduce((m, x) => Math.max(m, x.at), 0) ?? 0;
  const max = num(props.max) > 0 ? num(props.max) : lastMark > 0 ? lastMark : 1;
  const share = (v: number) => Math.min(100, (v / max) * 100);
  const pct = (v: number) => `${share(v)}%`;
  // The label's plural form follows the maximum ("of 4 stops").
  const values = { count: max, value: formatCompactNumber(value), max: formatCompactNumber(max) };
  const label = props.label ? t(props.label, values) : undefined;
  return (
    <div className="cw-progress">
      {label ? <div className="cw-progress__label">{label}</div> : null}
      <div className="cw-progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={max} aria-valuenow={Math.min(value, max)} aria-valuetext={`${values.value} / ${values.max}`} aria-label={label}>
        <div className="cw-progress__fill" style={{ width: pct(value) }} />
      </div>
      {props.milestones && props.milestones.length > 0 ? (
        <ol className="cw-progress__marks">
          {props.milestones.map((m, i) => (
            <li key={i} className={`cw-progress__mark${value >= m.at ? ' cw-progress__mark--reached' : ''}${share(m.at) >= END_SHARE ? ' cw-progress__mark--end' : ''}`} style={{ left: pct(m.at) }} data-reached={value >= m.at}>
              <span className="cw-progress__dot" aria-hidden="true" />
              <span className="cw-progress__mark-label">{m.label ? t(m.label) : formatCompactNumber(m.at)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

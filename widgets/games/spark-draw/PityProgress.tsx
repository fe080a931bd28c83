/** The "lighten x times" progress: rare or better within 10 lightens, a limited item within 70. */
import { formatCompactNumber } from '@engine';
import type { WidgetT } from '@kit/useWidgetT';
import type { PityLine } from './sparkPrize';
import '../../campaign/progress-bar/progress-bar.css';

/** One guarantee's progress bar, labelled. */
export function ProgressLine({ line, label, testId }: { line: PityLine; label: string; testId: string }) {
  return (
    <div className="cw-progress spark-pity__line" data-testid={testId} data-count={line.count}>
      <div className="cw-progress__label">{label}</div>
      <div className="cw-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={line.within} aria-valuenow={line.count} aria-valuetext={`${formatCompactNumber(line.count)} / ${formatCompactNumber(line.within)}`}>
        <div className="cw-progress__fill" style={{ width: `${(line.count / line.within) * 100}%` }} />
      </div>
    </div>
  );
}

export function PityProgress({ rare, limited, wt }: { rare: PityLine; limited: PityLine; wt: WidgetT }) {
  return (
    <section className="spark-pity" aria-label={wt('pityTitle')}>
      <ProgressLine line={limited} testId="spark-pity-limited" label={wt('pityLimited', { left: limited.left, count: limited.left, done: limited.count, within: limited.within })} />
      <ProgressLine line={rare} testId="spark-pity-rare" label={wt('pityRare', { left: rare.left, count: rare.left, done: rare.count, within: rare.within })} />
    </section>
  );
}

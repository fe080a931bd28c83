/** Grey placeholder rows of a fixed height, shown while a list loads (no layout shift). */
import { useWidgetT } from './useWidgetT';
import './blocks.css';

/** `count` rows of `height` px, `gap` px apart (8 unless the list's rows touch or stand further apart). */
export function SkeletonRows({ count, height = 56, gap }: { count: number; height?: number; gap?: number }) {
  const wt = useWidgetT('blocks');
  return (
    <div className="cw-skeleton" style={gap === undefined ? undefined : { gap }} role="status" aria-busy="true" aria-label={wt('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="cw-skeleton__row" style={{ height }} />
      ))}
    </div>
  );
}

/** Grey placeholder rows of a fixed height, shown while a list loads (no layout shift). */
import { useWidgetT } from './useWidgetT';
import './blocks.css';

export function SkeletonRows({ count, height = 56 }: { count: number; height?: number }) {
  const wt = useWidgetT('blocks');
  return (
    <div className="cw-skeleton" role="status" aria-busy="true" aria-label={wt('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="cw-skeleton__row" style={{ height }} />
      ))}
    </div>
  );
}

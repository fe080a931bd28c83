/** The viewer's own place, score and the distance to the place above. */
import { formatCompactNumber } from '@engine';
import type { WidgetT } from '../blocks/useWidgetT';
import type { OwnRank } from './rankingRows';

export function OwnRankRow({ own, wt }: { own: OwnRank; wt: WidgetT }) {
  return (
    <div className="cw-rank cw-rank--own" aria-label={wt('myRank')}>
      <span className="cw-rank__place">{own.rank ?? '-'}</span>
      <span className="cw-rank__user cw-rank__own-text">
        <span className="cw-truncate">{own.rank ? wt('myRank') : wt('notRanked')}</span>
        {own.distance !== undefined && own.rank !== undefined && own.rank > 1 ? (
          <span className="cw-rank__distance cw-truncate">{wt('distance', { distance: formatCompactNumber(own.distance) })}</span>
        ) : null}
      </span>
      <span className="cw-rank__score">{own.score === undefined ? '' : formatCompactNumber(own.score)}</span>
    </div>
  );
}

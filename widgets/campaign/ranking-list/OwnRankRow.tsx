/**
 * The viewer's own place, score and the distance to the place above. Outside the ranking once the campaign has
 * ended, the user is not in the final ranking (not "yet": nothing more can change it).
 */
import { formatCompactNumber, usePhase } from '@engine';
import type { WidgetT } from '@kit/useWidgetT';
import type { OwnRank } from './rankingRows';

export function OwnRankRow({ own, wt }: { own: OwnRank; wt: WidgetT }) {
  const ended = usePhase() === 'ended';
  return (
    <div className="cw-rank cw-rank--own" aria-label={wt('myRank')}>
      <span className="cw-rank__place">{own.rank ?? '-'}</span>
      <span className="cw-rank__user cw-rank__own-text">
        <span className="cw-truncate">{own.rank ? wt('myRank') : wt(ended ? 'notRankedFinal' : 'notRanked')}</span>
        {own.distance !== undefined && own.rank !== undefined && own.rank > 1 ? (
          <span className="cw-rank__distance cw-truncate">{wt('distance', { distance: formatCompactNumber(own.distance) })}</span>
        ) : null}
      </span>
      <span className="cw-rank__score">{own.score === undefined ? '' : formatCompactNumber(own.score)}</span>
    </div>
  );
}

/** One row of the ranking: place (medal style for the top 3), user, score. */
import type { CSSProperties } from 'react';
import { formatCompactNumber } from '@engine';
import { UserLabel } from '@kit/UserLabel';
import type { RankRow } from './rankingRows';

export function RankingRow({ row, height, style }: { row: RankRow; height: number; style?: CSSProperties }) {
  const top = row.rank >= 1 && row.rank <= 3 ? ` cw-rank--top cw-rank--${row.rank}` : '';
  return (
    <li className={`cw-rank${top}`} style={{ height, ...style }} data-rank={row.rank}>
      <span className="cw-rank__place">{row.rank}</span>
      <span className="cw-rank__user">
        <UserLabel name={row.name} avatar={row.avatar} size={Math.min(40, height - 16)} />
      </span>
      <span className="cw-rank__score">{row.score === undefined ? '' : formatCompactNumber(row.score)}</span>
    </li>
  );
}

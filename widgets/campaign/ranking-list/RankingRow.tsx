/** One row of the ranking: place (medal style for the top 3), user, score; a row with a room opens it when tapped. */
import type { CSSProperties } from 'react';
import { formatCompactNumber } from '@engine';
import { UserLabel } from '@kit/UserLabel';
import type { RankRow } from './rankingRows';

export function RankingRow({ row, height, style, onOpen, openLabel }: { row: RankRow; height: number; style?: CSSProperties; onOpen?: (room: string | number) => void; openLabel?: string }) {
  const top = row.rank >= 1 && row.rank <= 3 ? ` cw-rank--top cw-rank--${row.rank}` : '';
  const cells = (
    <>
      <span className="cw-rank__place">{row.rank}</span>
      <span className="cw-rank__user">
        <UserLabel name={row.name} avatar={row.avatar} size={Math.min(40, height - 16)} />
      </span>
      <span className="cw-rank__score">{row.score === undefined ? '' : formatCompactNumber(row.score)}</span>
    </>
  );
  const room = row.room;
  return (
    <li className={`cw-rank${top}`} style={{ height, ...style }} data-rank={row.rank}>
      {room !== undefined && onOpen ? (
        <button type="button" className="cw-rank__open" onClick={() => onOpen(room)} aria-label={openLabel}>
          {cells}
        </button>
      ) : (
        cells
      )}
    </li>
  );
}

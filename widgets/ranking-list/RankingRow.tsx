/** One row of the ranking: place (medal style for the top 3), user, score, and the page's row button when it has one. */
import type { CSSProperties } from 'react';
import { formatCompactNumber } from '@engine';
import { UserLabel } from '../blocks/UserLabel';
import type { RankRow } from './rankingRows';

/** The button of each row: its words, whether a row's action is running, what a tap does. */
export interface RowButton {
  text: string;
  busy: boolean;
  onTap(row: RankRow): void;
}

export function RankingRow({ row, height, style, button }: { row: RankRow; height: number; style?: CSSProperties; button?: RowButton }) {
  const top = row.rank >= 1 && row.rank <= 3 ? ` cw-rank--top cw-rank--${row.rank}` : '';
  return (
    <li className={`cw-rank${top}${button ? ' cw-rank--action' : ''}`} style={{ height, ...style }} data-rank={row.rank}>
      <span className="cw-rank__place">{row.rank}</span>
      <span className="cw-rank__user">
        <UserLabel name={row.name} avatar={row.avatar} size={Math.min(40, height - 16)} />
      </span>
      <span className="cw-rank__score">{row.score === undefined ? '' : formatCompactNumber(row.score)}</span>
      {button ? (
        <button type="button" className="cw-btn cw-btn--primary cw-rank__btn" disabled={button.busy} aria-label={`${button.text} ${row.name}`} onClick={() => button.onTap(row)}>
          {button.text}
        </button>
      ) : null}
    </li>
  );
}

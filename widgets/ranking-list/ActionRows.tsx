/**
 * The rows with the page's button on each (rowAction, e.g. a vote): the tapped row goes to page state, one row's
 * action at a time. Loaded only by rankings that have a row action, so the others do not carry it.
 */
import { lazy, Suspense } from 'react';
import { useT } from '@engine';
import { useItemAction } from '../blocks/useItemAction';
import { SkeletonRows } from '../blocks/SkeletonRows';
import { useWidgetT } from '../blocks/useWidgetT';
import { RankingRow } from './RankingRow';
import type { RankRow } from './rankingRows';
import type { RankingListProps } from './schema';

const VirtualRows = lazy(() => import('./VirtualRows'));

export default function ActionRows({ props, rows, label }: { props: RankingListProps; rows: RankRow[]; label: string }) {
  const t = useT();
  const wt = useWidgetT('ranking-list');
  const item = useItemAction(props.stateKey);
  const action = props.rowAction;
  const text = props.rowActionText ? t(props.rowActionText) : wt('rowAction');
  const button = (row: RankRow) => (
    <button
      type="button"
      className="cw-btn cw-btn--primary cw-rank__btn"
      disabled={item.pending}
      aria-label={`${text} ${row.name}`}
      onClick={() => {
        if (action && !item.pending) void item.run(action, row.source);
      }}
    >
      {text}
    </button>
  );
  if (rows.length >= props.virtualizeFrom) {
    return (
      <Suspense fallback={<SkeletonRows count={6} height={props.rowHeight} />}>
        <VirtualRows rows={rows} rowHeight={props.rowHeight} label={label} extra={button} />
      </Suspense>
    );
  }
  return (
    <ol className="cw-ranking__rows" aria-label={label}>
      {rows.map((row) => (
        <RankingRow key={row.key} row={row} height={props.rowHeight}>
          {button(row)}
        </RankingRow>
      ))}
    </ol>
  );
}

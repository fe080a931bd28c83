/** The ranking in any state: loading skeleton, error with retry, empty, rows. */
import { lazy, Suspense } from 'react';
import { useT } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT } from '@kit/useWidgetT';
import { OwnRankRow } from './OwnRankRow';
import { RankingRow } from './RankingRow';
import { toOwnRank, toRankRows } from './rankingRows';
import type { Row } from '@kit/readField';
import type { RankingListProps } from './schema';
import '@kit/blocks.css';
import './ranking-list.css';

const VirtualRows = lazy(() => import('./VirtualRows'));

export interface RankingViewProps {
  props: RankingListProps;
  status: 'pending' | 'error' | 'success';
  /** Why the rows could not be loaded (shown with the retry). */
  error?: unknown;
  rows?: Row[];
  own?: Row;
  onRetry?: () => void;
}

/**
 * Rows the skeleton reserves: as many as the list will show when that is known
 * (so nothing below moves when the rows arrive), else a screenful.
 */
export function skeletonCount(props: Pick<RankingListProps, 'limit' | 'virtualizeFrom' | 'rowHeight'>): number {
  const screenful = Math.ceil(600 / props.rowHeight);
  return props.limit !== undefined && props.limit < props.virtualizeFrom ? props.limit : screenful;
}

export function RankingView({ props, status, error, rows, own, onRetry }: RankingViewProps) {
  const t = useT();
  const wt = useWidgetT('ranking-list');
  const title = props.title ? t(props.title) : undefined;
  const label = title ?? wt('label');
  const list = rows ? toRankRows(rows, props.fields, props.limit) : [];
  const ownRank = toOwnRank(own);

  let body;
  if (status === 'pending' && !rows) body = <SkeletonRows count={skeletonCount(props)} height={props.rowHeight} />;
  else if (status === 'error' && !rows) body = <StateMessage kind="error" error={error} onRetry={onRetry} />;
  else if (list.length === 0) body = <StateMessage kind="empty" message={props.emptyText ? t(props.emptyText) : wt('empty')} />;
  else if (list.length >= props.virtualizeFrom) {
    body = (
      <Suspense fallback={<SkeletonRows count={6} height={props.rowHeight} />}>
        <VirtualRows rows={list} rowHeight={props.rowHeight} label={label} />
      </Suspense>
    );
  } else {
    body = (
      <ol className="cw-ranking__rows" aria-label={label}>
        {list.map((row) => (
          <RankingRow key={row.key} row={row} height={props.rowHeight} />
        ))}
      </ol>
    );
  }

  return (
    <section className="cw-ranking" aria-busy={status === 'pending'}>
      {title ? <h3 className="cw-ranking__title">{title}</h3> : null}
      {body}
      {ownRank ? <OwnRankRow own={ownRank} wt={wt} /> : null}
    </section>
  );
}

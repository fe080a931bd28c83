/** The ranking in any state: loading skeleton, error with retry, empty, rows. */
import { lazy, Suspense } from 'react';
import { useOpenRoom, useT } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { ListSection, ListView, type ListRead } from '@kit/list/ListView';
import { useWidgetT } from '@kit/useWidgetT';
import { OwnRankRow } from './OwnRankRow';
import { RankingRow } from './RankingRow';
import { toOwnRank, toRankRows } from './rankingRows';
import { skeletonCount } from './skeleton';
import type { Row } from '@kit/readField';
import type { RankingListProps } from './schema';
import '@kit/blocks.css';
import './ranking-list.css';

const VirtualRows = lazy(() => import('./VirtualRows'));

export interface RankingViewProps {
  props: RankingListProps;
  /** The read of the rows (none for rows bound from page data, which the engine loads). */
  read?: ListRead;
  rows?: Row[] | undefined;
  own?: Row | undefined;
}

export function RankingView({ props, read, rows, own }: RankingViewProps) {
  const t = useT();
  const wt = useWidgetT('ranking-list');
  const title = props.title ? t(props.title) : undefined;
  const label = title ?? wt('label');
  const list = rows ? toRankRows(rows, props.fields, props.limit, props.roomField) : undefined;
  const room = useOpenRoom();
  const openLabel = (row: { name: string }) => wt('openRoom', { name: row.name });
  const ownRank = toOwnRank(own);
  return (
    <ListSection className="cw-ranking" title={title} busy={read ? read.status === 'pending' : !rows}>
      {list && list.length >= props.virtualizeFrom ? (
        <Suspense fallback={<SkeletonRows count={skeletonCount(props)} height={props.rowHeight} gap={0} />}>
          <VirtualRows rows={list} rowHeight={props.rowHeight} label={label} onOpen={room.open} openLabel={openLabel} />
        </Suspense>
      ) : (
        <ListView rows={list} read={read} skeleton={{ count: skeletonCount(props), height: props.rowHeight, gap: 0 }} empty={props.emptyText ? t(props.emptyText) : wt('empty')} as="ol" className="cw-ranking__rows" label={label} rowKey={(row) => row.key}>
          {(row) => <RankingRow row={row} height={props.rowHeight} onOpen={room.open} openLabel={openLabel(row)} />}
        </ListView>
      )}
      {ownRank ? <OwnRankRow own={ownRank} wt={wt} /> : null}
    </ListSection>
  );
}

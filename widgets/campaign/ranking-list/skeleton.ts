/** The room a ranking reserves while its rows load (no layout shift when they come). */
import { listSectionHeight, reservedRows } from '@kit/list/listHeight';
import type { RankingListProps } from './schema';

/**
 * Rows the skeleton reserves: as many as the list will show when that is known
 * (so nothing below moves when the rows arrive), else a first screen of them (as every data list: reservedRows).
 */
export function skeletonCount(props: Pick<RankingListProps, 'limit' | 'virtualizeFrom' | 'rowHeight'>): number {
  return props.limit !== undefined && props.limit < props.virtualizeFrom ? props.limit : reservedRows(undefined, props.rowHeight);
}

const int = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

/** The ranking's height while it loads, from its props as written: its title and the skeleton's rows (rows touch). */
export function rankingHeight(props: Readonly<Record<string, unknown>>): number {
  const rowHeight = int(props.rowHeight, 60);
  const limit = typeof props.limit === 'number' ? props.limit : undefined;
  return listSectionHeight(props.title, skeletonCount({ limit, virtualizeFrom: int(props.virtualizeFrom, 200), rowHeight }), rowHeight, 0);
}

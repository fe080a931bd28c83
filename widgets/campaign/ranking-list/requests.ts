/** The ranking's own request (classify type and period) when it reads neither rows nor a data source. */
import type { ApiRequest } from '@engine';
import type { RankingListProps } from './schema';

export function rankingRequest(props: Pick<RankingListProps, 'path' | 'period'>, classify: number): ApiRequest {
  return { path: props.path, params: { classify, period: props.period } };
}

/** The classify type the widget requests rows for, or undefined when it shows rows or a data source. */
export function requestedClassify(props: Pick<RankingListProps, 'source' | 'rows' | 'classify'>): number | undefined {
  return props.source || props.rows !== undefined ? undefined : props.classify;
}

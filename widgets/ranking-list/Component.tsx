import { useApiQuery, useData, type WidgetComponentProps } from '@engine';
import { isRow, type Row } from '../blocks/readField';
import { RankingView } from './RankingView';
import { ownOfAnswer, rowsOfAnswer } from './rankingRows';
import { rankingRequest, requestedClassify } from './requests';
import type { RankingListProps } from './schema';

type P = { props: RankingListProps };

function ownOf(props: RankingListProps, content: unknown): Row | undefined {
  return isRow(props.own) ? props.own : ownOfAnswer(content);
}

/** Rows from a declared data source. */
function SourceRanking({ props, source }: P & { source: string }) {
  const { data, status, error, refetch } = useData<unknown>(source);
  return <RankingView props={props} status={status} error={error} rows={rowsOfAnswer(data)} own={ownOf(props, data)} onRetry={refetch} />;
}

/** Rows requested by the widget for a classify type and period (P§3). */
function QueryRanking({ props, classify }: P & { classify: number }) {
  const q = useApiQuery<unknown>(rankingRequest(props, classify));
  const status = q.isError ? 'error' : q.isSuccess ? 'success' : 'pending';
  return <RankingView props={props} status={status} error={q.error} rows={rowsOfAnswer(q.data)} own={ownOf(props, q.data)} onRetry={() => void q.refetch()} />;
}

export default function RankingList({ props }: WidgetComponentProps<RankingListProps>) {
  if (props.source) return <SourceRanking props={props} source={props.source} />;
  const classify = requestedClassify(props);
  if (classify !== undefined) return <QueryRanking props={props} classify={classify} />;
  // Rows from a binding: undefined while the bound data loads.
  const rows = Array.isArray(props.rows) ? props.rows.filter(isRow) : undefined;
  return <RankingView props={props} status={rows ? 'success' : 'pending'} rows={rows} own={isRow(props.own) ? props.own : undefined} />;
}

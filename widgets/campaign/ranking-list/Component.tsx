import { useApiQuery, useData, useNow, useT, type WidgetComponentProps } from '@engine';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT } from '@kit/useWidgetT';
import { isRow, type Row } from '@kit/readField';
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
  const read = useData<unknown>(source);
  return <RankingView props={props} read={read} rows={rowsOfAnswer(read.data)} own={ownOf(props, read.data)} />;
}

/** Rows requested by the widget for a classify type and period. */
function QueryRanking({ props, classify }: P & { classify: number }) {
  const q = useApiQuery<unknown>(rankingRequest(props, classify));
  return <RankingView props={props} read={q} rows={rowsOfAnswer(q.data)} own={ownOf(props, q.data)} />;
}

/** An instant from an ISO text or epoch milliseconds; undefined when not (yet) known. */
function instant(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string' || !v) return undefined;
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}

/** Whether now is outside the ranking's open range (a bound not known yet does not close it). */
export function outOfRange(props: Pick<RankingListProps, 'openFrom' | 'openUntil'>, now: number): 'before' | 'after' | undefined {
  const from = instant(props.openFrom);
  const until = instant(props.openUntil);
  if (from !== undefined && now < from) return 'before';
  if (until !== undefined && now > until) return 'after';
  return undefined;
}

/** Outside its open range the ranking is not shown: a notice says so. */
function ClosedRanking({ props, when }: P & { when: 'before' | 'after' }) {
  const t = useT();
  const wt = useWidgetT('ranking-list');
  return (
    <section className="cw-list-section cw-ranking" data-testid="ranking-closed">
      {props.title ? <h3 className="cw-list__title">{t(props.title)}</h3> : null}
      <StateMessage kind="empty" message={props.closedText ? t(props.closedText) : wt(when === 'before' ? 'notOpen' : 'closed')} />
    </section>
  );
}

function RangedRanking({ props }: P) {
  const now = useNow();
  const when = outOfRange(props, now);
  return when ? <ClosedRanking props={props} when={when} /> : <OpenRanking props={props} />;
}

export default function RankingList({ props }: WidgetComponentProps<RankingListProps>) {
  return props.openFrom !== undefined || props.openUntil !== undefined ? <RangedRanking props={props} /> : <OpenRanking props={props} />;
}

function OpenRanking({ props }: P) {
  if (props.source) return <SourceRanking props={props} source={props.source} />;
  const classify = requestedClassify(props);
  if (classify !== undefined) return <QueryRanking props={props} classify={classify} />;
  // Rows from a binding: undefined while the bound data loads.
  const rows = Array.isArray(props.rows) ? props.rows.filter(isRow) : undefined;
  return <RankingView props={props} rows={rows} own={isRow(props.own) ? props.own : undefined} />;
}

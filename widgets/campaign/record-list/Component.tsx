import { formatCompactNumber, useT, type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
import { UserLabel } from '@kit/UserLabel';
import { useWidgetT } from '@kit/useWidgetT';
import { useOneItemAction } from '@kit/list/useOneItemAction';
import { toRecordRow } from './recordRows';
import { useRecordPages } from './useRecordPages';
import type { RecordListProps } from './schema';
import type { RecordKind } from './schema';
import '@kit/blocks.css';
import './record-list.css';

const EMPTY_KEY: Record<RecordKind, string> = { prizes: 'emptyPrizes', draws: 'emptyDraws', exp: 'emptyExp', invitations: 'emptyInvitations', applications: 'emptyApplications', stardust: 'emptyStardust' };
/** Kinds whose rows end with a status (an invitation's, an application's review) rather than an amount. */
const WITH_STATUS: ReadonlySet<RecordKind> = new Set(['invitations', 'applications']);

/** EXP is gained (+n), stardust earned or spent (+n / -n), prizes and draws counted (×n). */
function amountText(kind: RecordKind, amount: number): string {
  if (kind === 'stardust') return `${amount < 0 ? '-' : '+'}${formatCompactNumber(Math.abs(amount))}`;
  return `${kind === 'exp' ? '+' : '×'}${formatCompactNumber(amount)}`;
}

export default function RecordList({ props }: WidgetComponentProps<RecordListProps>) {
  const t = useT();
  const wt = useWidgetT('record-list');
  const { rows, status, error, done, loadMore, reload } = useRecordPages(props);
  const answer = useOneItemAction(props.stateKey);
  /** Answers a waiting invitation from the user's tap, then reads the records again (its status has changed). */
  const respond = (key: string, raw: object, accept: boolean) => {
    if (props.respondAction) void answer.run(key, props.respondAction, { ...raw, accept }).then(reload);
  };
  // Until the first page is in, its read is the list's: loading rows, or its failure with Retry.
  const firstPending = rows.length === 0 && status !== 'idle';
  const read = { status: status === 'error' ? ('error' as const) : status === 'loading' ? ('pending' as const) : ('success' as const), error, refetch: loadMore };
  const withStatus = WITH_STATUS.has(props.kind);
  return (
    <ListSection className="cw-records" title={props.title ? t(props.title) : undefined} busy={status === 'loading'}>
      <ListView rows={firstPending ? undefined : rows} read={read} skeleton={{ count: 4, height: 52 }} empty={wt(EMPTY_KEY[props.kind])} more={{ status, error, done, paging: props.paging, loadMore }} className="cw-records__rows">
        {(raw, index) => {
          const r = toRecordRow(raw);
          const key = String(raw.inviteId ?? raw.id ?? index);
          const waiting = props.respondAction !== undefined && props.kind === 'invitations' && r.status === 'invited';
          return (
            <li className="cw-records__row">
              <span className="cw-records__main">
                {props.kind !== 'invitations' && r.user ? <UserLabel name={r.user.name} avatar={r.user.avatar} size={24} /> : null}
                {withStatus ? <UserLabel name={r.title} avatar={r.avatar} size={32} /> : <span className="cw-truncate">{r.title}</span>}
                {props.kind === 'applications' && r.status === 'approved' && r.reward ? <small className="cw-records__note">{wt('rewardOf', { name: r.reward })}</small> : null}
                {props.kind === 'applications' && r.status === 'rejected' && r.reason ? <small className="cw-records__note">{r.reason}</small> : null}
                <small className="cw-records__time">{r.time}</small>
              </span>
              <span className="cw-records__side">
                {withStatus && r.status ? <span className={`cw-records__status cw-records__status--${r.status}`}>{wt(r.status)}</span> : null}
                {waiting ? (
                  <span className="cw-records__answer">
                    <button type="button" className="cw-btn cw-btn--ghost" disabled={answer.busy !== null} onClick={() => respond(key, raw, false)}>{wt('decline')}</button>
                    <button type="button" className="cw-btn cw-btn--primary" disabled={answer.busy !== null} onClick={() => respond(key, raw, true)}>{wt('accept')}</button>
                  </span>
                ) : null}
                {!withStatus && r.amount !== undefined ? amountText(props.kind, r.amount) : null}
              </span>
            </li>
          );
        }}
      </ListView>
    </ListSection>
  );
}

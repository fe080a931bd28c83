import { useEffect, useRef } from 'react';
import { formatCompactNumber, useT, type WidgetComponentProps } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { UserLabel } from '@kit/UserLabel';
import { useWidgetT } from '@kit/useWidgetT';
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
  const bt = useWidgetT('blocks');
  const { rows, status, error, done, loadMore } = useRecordPages(props);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = !done && status === 'idle';

  useEffect(() => {
    if (props.paging !== 'reach-bottom' || !canLoad || !sentinel.current || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '20px' });
    io.observe(sentinel.current);
    return () => io.disconnect();
  }, [props.paging, canLoad, loadMore]);

  const first = rows.length === 0;
  return (
    <section className="cw-records" aria-busy={status === 'loading'}>
      {props.title ? <h3 className="cw-records__title">{t(props.title)}</h3> : null}
      {first && status === 'loading' ? <SkeletonRows count={4} height={52} /> : null}
      {first && status === 'error' ? <StateMessage kind="error" error={error} onRetry={loadMore} /> : null}
      {first && status === 'idle' ? <StateMessage kind="empty" message={wt(EMPTY_KEY[props.kind])} /> : null}
      {!first ? (
        <ul className="cw-records__rows">
          {rows.map((raw, i) => {
            const r = toRecordRow(raw);
            const withStatus = WITH_STATUS.has(props.kind);
            return (
              <li key={i} className="cw-records__row">
                <span className="cw-records__main">
                  {props.kind !== 'invitations' && r.user ? <UserLabel name={r.user.name} avatar={r.user.avatar} size={24} /> : null}
                  {withStatus ? <UserLabel name={r.title} avatar={r.avatar} size={32} /> : <span className="cw-truncate">{r.title}</span>}
                  {props.kind === 'applications' && r.status === 'approved' && r.reward ? <small className="cw-records__note">{wt('rewardOf', { name: r.reward })}</small> : null}
                  {props.kind === 'applications' && r.status === 'rejected' && r.reason ? <small className="cw-records__note">{r.reason}</small> : null}
                  <small className="cw-records__time">{r.time}</small>
                </span>
                <span className="cw-records__side">
                  {withStatus && r.status ? <span className={`cw-records__status cw-records__status--${r.status}`}>{wt(r.status)}</span> : null}
                  {!withStatus && r.amount !== undefined ? amountText(props.kind, r.amount) : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {!first && status === 'error' ? <StateMessage kind="error" error={error} onRetry={loadMore} /> : null}
      {!first && status === 'loading' ? <SkeletonRows count={1} height={52} /> : null}
      {!first && done ? <p className="cw-records__end">{bt('noMore')}</p> : null}
      {!first && canLoad && props.paging === 'button' ? (
        <button type="button" className="cw-btn cw-btn--ghost cw-records__more" onClick={loadMore}>
          {bt('loadMore')}
        </button>
      ) : null}
      <div ref={sentinel} className="cw-records__sentinel" aria-hidden="true" />
    </section>
  );
}

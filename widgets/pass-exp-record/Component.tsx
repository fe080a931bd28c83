import { formatThousands, useT, type WidgetComponentProps } from '@engine';
import { SkeletonRows } from '../blocks/SkeletonRows';
import { StateMessage } from '../blocks/StateMessage';
import type { PassExpRecordProps } from './schema';
import { useExpPages } from './useExpPages';
import '../blocks/blocks.css';
import './pass-exp-record.css';

/** The EXP record of the Diamond Pass, newest first, a page at a time. */
export default function PassExpRecord({ props }: WidgetComponentProps<PassExpRecordProps>) {
  const t = useT();
  const wt = (key: string, values?: Record<string, unknown>) => t(`common:widgets.diamond-pass.${key}`, values);
  const pages = useExpPages(props.path, props.pageSize);

  if (pages.rows.length === 0) {
    if (pages.status === 'error') return <StateMessage kind="error" onRetry={pages.loadMore} />;
    if (pages.status === 'loading') return <SkeletonRows count={4} height={44} />;
    return <StateMessage kind="empty" message={wt('noRecords')} />;
  }
  return (
    <div className="pr">
      <ul className="pr__rows">
        {pages.rows.map((r) => (
          <li key={r.key} className="pr__row">
            <span className="pr__source">{r.source}</span>
            <span className="pr__exp">{wt('plusExp', { exp: formatThousands(r.exp) })}</span>
            <time className="pr__time">{r.time}</time>
          </li>
        ))}
      </ul>
      {pages.status === 'error' ? (
        <StateMessage kind="error" onRetry={pages.loadMore} />
      ) : pages.more ? (
        <button type="button" className="cw-btn cw-btn--ghost pr__more" disabled={pages.status === 'loading'} onClick={pages.loadMore}>
          {t('common:widgets.blocks.loadMore')}
        </button>
      ) : (
        <p className="pr__end">{t('common:widgets.blocks.noMore')}</p>
      )}
    </div>
  );
}

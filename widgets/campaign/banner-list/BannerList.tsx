import { useAction, useData, useT, type WidgetComponentProps } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT } from '@kit/useWidgetT';
import { bannerRows } from './bannerRows';
import type { BannerListProps } from './schema';
import '@kit/blocks.css';
import './banner-list.css';

/** The campaign banners running now; a tap opens the banner's page, one of the configured app routes. */
export default function BannerList({ props }: WidgetComponentProps<BannerListProps>) {
  const t = useT();
  const wt = useWidgetT('banner-list');
  const { data, status, error, refetch } = useData<unknown>(props.source);
  const { run, pending } = useAction();
  const rows = bannerRows(data, props.routes);
  const title = props.title ? t(props.title) : undefined;

  let body;
  if (!rows && status === 'error') body = <StateMessage kind="error" error={error} onRetry={refetch} />;
  else if (!rows) body = <SkeletonRows count={3} height={120} />;
  else if (rows.length === 0) body = <StateMessage kind="empty" message={props.emptyText ? t(props.emptyText) : wt('empty')} />;
  else
    body = (
      <ul className="cw-banner-list__rows" aria-label={title ?? wt('label')}>
        {rows.map((b) => (
          <li key={b.key}>
            <button type="button" className="cw-banner-list__tap" disabled={pending} aria-label={wt('open', { name: b.title })} onClick={() => void run([{ type: 'navigate', to: b.route }])}>
              {b.image ? <img className="cw-banner-list__img" src={b.image} alt="" width={96} height={96} loading="lazy" decoding="async" /> : <span className="cw-banner-list__img" aria-hidden="true" />}
              <span className="cw-banner-list__title cw-truncate">{b.title}</span>
              <span className="cw-banner-list__go" aria-hidden="true">›</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="cw-banner-list" aria-busy={status === 'pending'}>
      {title ? <h3 className="cw-banner-list__heading">{title}</h3> : null}
      {body}
    </section>
  );
}

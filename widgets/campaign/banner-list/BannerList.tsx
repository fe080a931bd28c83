import { useAction, type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
import { useSourceList } from '@kit/list/listWords';
import { bannerRows } from './bannerRows';
import type { BannerListProps } from './schema';
import '@kit/blocks.css';
import './banner-list.css';

/** The campaign banners running now; a tap opens the banner's page, one of the configured app routes. */
export default function BannerList({ props }: WidgetComponentProps<BannerListProps>) {
  const { wt, data, section, view } = useSourceList('banner-list', props);
  const { run, pending } = useAction();
  const rows = bannerRows(data, props.routes);

  return (
    <ListSection className="cw-banner-list" {...section}>
      <ListView rows={rows} {...view} skeleton={{ count: 3, height: 120 }} className="cw-banner-list__rows" rowKey={(b) => b.key}>
        {(b) => (
          <li>
            <button type="button" className="cw-banner-list__tap" disabled={pending} aria-label={wt('open', { name: b.title })} onClick={() => void run([{ type: 'navigate', to: b.route }])}>
              {b.image ? <img className="cw-banner-list__img" src={b.image} alt="" width={96} height={96} loading="lazy" decoding="async" /> : <span className="cw-banner-list__img" aria-hidden="true" />}
              <span className="cw-banner-list__title cw-truncate">{b.title}</span>
              <span className="cw-banner-list__go" aria-hidden="true">›</span>
            </button>
          </li>
        )}
      </ListView>
    </ListSection>
  );
}

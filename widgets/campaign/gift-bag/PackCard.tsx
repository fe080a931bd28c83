import { formatThousands, useApiQuery, useAssetUrl } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT } from '@kit/useWidgetT';
import { packRequest, packState, readPack, readRole, roleRequest, type Pack } from './packInfo';

/**
 * Height of a bag's card content (inside its 12 px padding) on a phone: its name, a row of items, its prices and its
 * button; a card beside another (two bags or more, two a row) is narrower and its prices take two lines.
 */
const packCardContent = (beside: boolean): number => (beside ? 220 : 199);

function ItemIcon({ icon }: { icon?: string }) {
  const src = useAssetUrl(icon);
  return src ? <img className="gb-item__icon" src={src} alt="" width={48} height={48} loading="lazy" /> : <span className="gb-item__icon" aria-hidden="true" />;
}

interface CardProps {
  packId: number;
  diamonds: number | undefined;
  busy: boolean;
  onBuy(pack: Pack): void;
  onRecharge?: () => void;
  /** The card stands beside another (the widget shows more than one bag). */
  beside: boolean;
}

/** One bag, read with its role when it shows: its contents and prices, and what the user can do with it (buy, recharge first, or why not). */
export function PackCard({ packId, diamonds, busy, onBuy, onRecharge, beside }: CardProps) {
  const wt = useWidgetT('gift-bag');
  const query = useApiQuery<unknown>(packRequest(packId));
  const role = useApiQuery<unknown>(roleRequest(packId));
  if (query.isError) return <li className="gb-card"><StateMessage kind="error" error={query.error} onRetry={() => void query.refetch()} /></li>;
  // Until the bag and whether the user may buy it are read, its card keeps a bag's height: it then shows once, as it
  // stays (a refused bag's reason adds its lines).
  if (query.isPending || role.isPending) return <li className="gb-card"><SkeletonRows count={1} height={packCardContent(beside)} /></li>;
  const pack = readPack(query.data, packId);
  if (!pack) return <li className="gb-card"><StateMessage kind="error" message={wt('unreadable')} onRetry={() => void query.refetch()} /></li>;
  const state = packState(pack, role.data === undefined ? undefined : readRole(role.data), diamonds);

  const action = () => {
    switch (state) {
      case 'bought':
        return <span className="cw-btn cw-btn--done gb-card__btn">{wt('bought')}</span>;
      case 'available':
        return (
          <button type="button" className="cw-btn cw-btn--primary gb-card__btn" disabled={busy} aria-busy={busy} onClick={() => onBuy(pack)}>
            {wt('buy', { price: formatThousands(pack.price) })}
          </button>
        );
      case 'unaffordable':
        return onRecharge ? (
          <button type="button" className="cw-btn cw-btn--primary gb-card__btn" onClick={onRecharge}>
            {wt('recharge')}
          </button>
        ) : (
          <span className="cw-btn cw-btn--done gb-card__btn">{wt('notEnough')}</span>
        );
      case 'refused':
        return <span className="cw-btn cw-btn--done gb-card__btn" aria-disabled="true">{wt('unavailable')}</span>;
      default:
        return <span className="cw-btn gb-card__btn gb-card__btn--placeholder" aria-busy="true">{wt('checking')}</span>;
    }
  };

  return (
    <li className={`gb-card gb-card--${state}`} data-state={state} data-pack={pack.packId}>
      <h3 className="gb-card__name">{pack.name}</h3>
      <ul className="gb-card__items">
        {pack.items.map((item) => (
          <li key={item.key} className="gb-item">
            <ItemIcon icon={item.icon} />
            <span className="gb-item__name">{item.name}</span>
            <span className="gb-item__count">{wt('count', { count: item.count })}</span>
          </li>
        ))}
      </ul>
      <p className="gb-card__prices">
        {pack.originalPrice !== undefined ? (
          <s className="gb-card__original" aria-label={wt('originalPrice', { count: pack.originalPrice, price: formatThousands(pack.originalPrice) })}>
            {wt('diamonds', { count: pack.originalPrice, amount: formatThousands(pack.originalPrice) })}
          </s>
        ) : null}
        <span className="gb-card__current">{wt('diamonds', { count: pack.price, amount: formatThousands(pack.price) })}</span>
      </p>
      {state === 'refused' && role.data !== undefined ? (
        <p className="gb-card__reason" role="note">
          {readRole(role.data).reason ?? wt('notEligible')}
        </p>
      ) : null}
      {role.isError ? <StateMessage kind="error" error={role.error} onRetry={() => void role.refetch()} /> : null}
      {action()}
    </li>
  );
}

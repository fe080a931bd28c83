import { formatThousands, useAction, useT, type WidgetComponentProps } from '@engine';
import { ConfirmItemDialog, useConfirmedItem } from '@kit/ConfirmItem';
import { isRow, readNumber } from '@kit/readField';
import { ListSection, ListView } from '@kit/list/ListView';
import { useItemAction } from '@kit/useItemAction';
import { useWidgetT } from '@kit/useWidgetT';
import { toProducts, type Product } from './mallProducts';
import { mallSkeleton, type PointsMallProps } from './schema';
import { AssetImage } from '@kit/list/AssetImage';
import '@kit/blocks.css';
import './points-mall.css';

export default function PointsMall({ props }: WidgetComponentProps<PointsMallProps>) {
  const t = useT();
  const wt = useWidgetT('points-mall');
  const ct = (key: string, values?: Record<string, unknown>) => wt(`${props.currency}.${key}`, values);
  const buy = useItemAction(props.stateKey);
  // A product the balance does not cover offers the page's recharge (the product modal), run from the tap.
  const recharge = useAction();
  const rechargeAction = props.rechargeAction;
  const asked = useConfirmedItem<Product>((product) => buy.run(props.buyAction, product.row));
  // A balance that is not a number (a broken wallet answer) shows as unknown; buying stays possible and the server refuses a shortfall.
  const points = readNumber({ points: props.points }, 'points');
  const balanceUnknown = points === undefined && props.points !== undefined;
  const products = Array.isArray(props.products) ? toProducts(props.products.filter(isRow), points) : undefined;

  return (
    <ListSection className="cw-mall" title={props.title ? t(props.title) : undefined}>
      {points !== undefined || balanceUnknown ? (
        <p className="cw-list__lead cw-mall__points" data-unknown={balanceUnknown || undefined}>
          {ct('balance', { amount: points !== undefined ? formatThousands(points) : wt('unknownAmount') })}
        </p>
      ) : null}
      <ListView rows={products} skeleton={mallSkeleton} className="cw-list--grid cw-mall__grid" rowKey={(p) => p.key}>
        {(p) => (
          <li className={`cw-card cw-mall__card cw-mall__card--${p.state}`} data-state={p.state}>
            <AssetImage src={p.icon} className="cw-mall__img" size={96} />
            <span className="cw-mall__name">{p.name}</span>
            <span className="cw-mall__price">{ct('price', { count: p.price, price: formatThousands(p.price) })}</span>
            {p.stock !== undefined ? <span className="cw-mall__stock">{wt('stock', { stock: p.stock })}</span> : null}
            {p.state === 'tooExpensive' && rechargeAction && !buy.isClosed(props.buyAction) ? (
              <button type="button" className="cw-btn cw-btn--ghost cw-mall__btn" onClick={() => void recharge.run(rechargeAction)}>
                {wt('recharge')}
              </button>
            ) : (
              <button type="button" className="cw-btn cw-btn--primary cw-mall__btn" disabled={p.state !== 'available' || asked.busy || buy.isClosed(props.buyAction)} onClick={() => asked.ask(p)}>
                {p.state === 'tooExpensive' ? ct('notEnough') : p.state === 'available' ? wt('buy') : wt(p.state)}
              </button>
            )}
          </li>
        )}
      </ListView>
      <ConfirmItemDialog item={asked} title={wt('confirmTitle')}>
        {asked.asking ? <p className="cw-mall__confirm">{ct('confirmText', { name: asked.asking.name, count: asked.asking.price, price: formatThousands(asked.asking.price) })}</p> : null}
      </ConfirmItemDialog>
    </ListSection>
  );
}

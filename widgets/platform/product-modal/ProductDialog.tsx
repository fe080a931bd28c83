import { Dialog, formatMoney, STORE_CURRENCY, useT } from '@engine';
import type { RechargeProduct } from '@platform/pay';
import '@kit/ui.css';
import type { ProductModalProps } from './schema';
import { useProducts } from './useProducts';
import './product-modal.css';

export interface ProductDialogProps {
  props: ProductModalProps;
  open: boolean;
  onClose(): void;
  /** Buys a product (single-flight: `buying` while one is under way). */
  onBuy(product: RechargeProduct): void;
  buying: boolean;
}

/**
 * The dialog of the recharge modal: the products of one type, loaded each time it opens, with their loading,
 * empty and error (with retry) states. Loaded the first time the modal opens: a page's first load does not
 * carry it.
 */
export default function ProductDialog({ props, open, onClose, onBuy, buying }: ProductDialogProps) {
  const t = useT();
  const products = useProducts(props.productType, open, props.path);
  return (
    <Dialog open={open} onClose={onClose} title={t(props.title ?? 'common:widgets.product-modal.title')} className="cw-products">
      {products.status === 'success' ? (
        products.list.products.length === 0 ? (
          <p className="cw-products__empty">{t('common:widgets.empty-state.text')}</p>
        ) : (
          <ul className="cw-products__grid">
            {products.list.products.map((p) => (
              <li key={p.id} className="cw-products__item">
                <button type="button" className="cw-products__buy" disabled={buying} onClick={() => onBuy(p)}>
                  {props.countText ? null : <span className={`cw-products__icon cw-products__icon--${props.productType}`} aria-hidden="true" />}
                  <span className="cw-products__count">{t(props.countText ?? `common:widgets.product-modal.count.${props.productType}`, { count: p.count })}</span>
                  <span className="cw-products__price">{formatMoney(p.price, STORE_CURRENCY)}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : products.status === 'error' ? (
        <div className="cw-products__error" role="alert">
          <p>{t('common:widgets.product-modal.loadFailed')}</p>
          <button type="button" className="cw-btn" onClick={products.reload}>
            {t('common:shell.retry')}
          </button>
        </div>
      ) : (
        <ul className="cw-products__grid" aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i} className="cw-products__item cw-products__item--skeleton" />
          ))}
        </ul>
      )}
      <div className="cw-actions">
        <button type="button" className="cw-btn" onClick={onClose}>
          {t('common:widgets.product-modal.close')}
        </button>
      </div>
    </Dialog>
  );
}

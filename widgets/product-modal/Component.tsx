import { formatThousands, useAction, useLocalState, useModal, useNativePay, useSingleFlight, useT, useToast, type WidgetComponentProps, Dialog } from '@engine';
import '../ui/ui.css';
import type { RechargeProduct } from '@engine';
import type { ProductModalProps } from './schema';
import { useProducts } from './useProducts';
import './product-modal.css';

/**
 * The recharge dialog (P§3, P§7): the products of one type; a chosen product is bought through the app's pay
 * (with the page's referer, if any) or handed to the page's own buy action. The app pay goes through the page's
 * pay flow, so it is the page's one payment under way and its result is never taken for another purchase
 * (e.g. a pass upgrade that was still waiting). A payment the app reports done says so and runs `onPaid`.
 */
export default function ProductModal({ props, node }: WidgetComponentProps<ProductModalProps>) {
  const t = useT();
  const toast = useToast();
  const { run } = useAction();
  // The app took the payment: the user hears it (P§8 "buy success") and what it changes is read again.
  const paid = () => {
    toast('common:widgets.product-modal.bought');
    if (props.onPaid) void run(props.onPaid);
  };
  const native = useNativePay(props.referer ? { referer: props.referer, onSuccess: paid } : { onSuccess: paid });
  const modal = useModal(node.id ?? node.path);
  const open = props.open ?? modal.open;
  const [, setChosen] = useLocalState<RechargeProduct>(props.stateKey);
  const products = useProducts(props.productType, open, props.path);

  const buy = useSingleFlight(async (p: RechargeProduct) => {
    setChosen(p);
    if (props.onBuy) await run(props.onBuy);
    else await native.pay({ clientProductId: p.clientProductId, productIdentifier: p.productIdentifier });
    modal.hide();
  });

  return (
    <Dialog open={open} onClose={modal.hide} title={t(props.title ?? 'common:widgets.product-modal.title')} className="cw-products">
      {products.status === 'success' ? (
        products.list.products.length === 0 ? (
          <p className="cw-products__empty">{t('common:widgets.empty-state.text')}</p>
        ) : (
          <ul className="cw-products__grid">
            {products.list.products.map((p) => (
              <li key={p.id} className="cw-products__item">
                <button type="button" className="cw-products__buy" disabled={buy.pending} onClick={() => void buy.run(p).catch(() => undefined)}>
                  <span className={`cw-products__icon cw-products__icon--${props.productType}`} aria-hidden="true" />
                  <span className="cw-products__count">{t(`common:widgets.product-modal.count.${props.productType}`, { count: formatThousands(p.count) })}</span>
                  <span className="cw-products__price">{p.price}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : products.status === 'error' ? (
        <div className="cw-products__error" role="alert">
          <p>{t('common:widgets.product-modal.loadFailed')}</p>
          <button type="button" className="cw-btn" onClick={products.reload}>
            {t('common:widgets.product-modal.retry')}
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
        <button type="button" className="cw-btn" onClick={modal.hide}>
          {t('common:widgets.product-modal.close')}
        </button>
      </div>
    </Dialog>
  );
}

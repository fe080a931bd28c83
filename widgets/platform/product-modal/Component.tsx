import { useEffect, useState } from 'react';
import { apiErrorText, loadOnce, useAction, useCampaign, useEngineServices, useLocalState, useModal, useSingleFlight, useToast, type WidgetComponentProps } from '@engine';
import { useNativePay, type RechargeProduct, type TopUpDecision } from '@platform/pay';
import type { ProductModalProps } from './schema';
import type ProductDialogComponent from './ProductDialog';
import type * as LazyPayModule from './topUp';

type PayModule = typeof LazyPayModule;

type ProductDialogType = typeof ProductDialogComponent;

/** The dialog's code, loaded once; a failed load is tried again on the next call. */
const productDialog = loadOnce((): Promise<ProductDialogType> => import('./ProductDialog').then((m) => m.default));

/**
 * The recharge dialog: the products of one type (gemstone 22, waterGun 30), loaded without the page's loading
 * indicator; a chosen product is bought through the app's pay (with the page's referer, if any) or handed to the
 * page's own buy action. The app pay goes through the page's pay flow, so it is the page's one payment under way
 * and its result is never taken for another purchase (e.g. a pass upgrade that was still waiting). A payment the
 * app reports done says so and runs `onPaid`, the dialog closed or not. The dialog's code comes the first time it
 * opens: a page's first load does not carry it; if it cannot be loaded, the widget's error state offers a retry.
 */
export default function ProductModal({ props, node }: WidgetComponentProps<ProductModalProps>) {
  const toast = useToast();
  const { run } = useAction();
  // The app took the payment: the user reads "buy success" and what it changes is read again.
  const paid = () => {
    toast('common:widgets.product-modal.bought');
    if (props.onPaid) void run(props.onPaid, { trigger: 'push' });
  };
  const native = useNativePay(props.referer ? { referer: props.referer, onSuccess: paid } : { onSuccess: paid });
  const modal = useModal(node.id ?? node.path);
  const open = props.open ?? modal.open;
  const [, setChosen] = useLocalState<RechargeProduct>(props.stateKey);
  const [Dialog, setDialog] = useState(() => productDialog.loaded());
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!open || Dialog) return;
    let live = true;
    productDialog.load().then(
      (c) => live && setDialog(() => c),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [open, Dialog]);

  const { http, env } = useEngineServices();
  const campaign = useCampaign();
  const buy = useSingleFlight(async (p: RechargeProduct) => {
    setChosen(p);
    if (props.onBuy) {
      await run(props.onBuy);
      modal.hide();
      return;
    }
    // A user on the whitelist (the server's urlCode) tops up on the third-party page; everyone else pays in the app.
    const userId = env.user?.id;
    let decision: TopUpDecision = { mode: 'native' };
    // The top-up code came with the dialog (its product list uses it): the page's first load does not carry it.
    let pay: PayModule | undefined;
    if (p.productCode && userId) {
      try {
        pay = await import('./topUp');
        decision = await pay.decideTopUp(http, userId);
      } catch (err) {
        toast(apiErrorText(err));
        return;
      }
    }
    if (decision.mode === 'third-party' && p.productCode && pay) {
      modal.hide();
      // The top-up page gets the product code the server gave this product, this page as the callback, its referer and id as the source.
      const to = pay.topUpPagePath(decision.urlCode, { productCode: p.productCode, callbackUrl: campaign?.definition.routes[0], callbackAttach: props.referer, source: campaign?.definition.id });
      await run([{ type: 'navigate', to }]);
      return;
    }
    await native.pay({ clientProductId: p.clientProductId, productIdentifier: p.productIdentifier });
    modal.hide();
  });

  if (failure) throw failure.error;
  return Dialog ? <Dialog props={props} open={open} onClose={modal.hide} onBuy={(p) => void buy.run(p).catch(() => undefined)} buying={buy.pending} /> : null;
}

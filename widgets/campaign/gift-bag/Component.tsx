import { useEffect } from 'react';
import { apiErrorText, formatThousands, isNetworkError, useAction, type EngineServices, useApiMutation, useApiQuery, useEngineServices, useT, useToast, type WidgetComponentProps } from '@engine';
import { ConfirmItemDialog, useConfirmedItem } from '@kit/ConfirmItem';
import { useWidgetT } from '@kit/useWidgetT';
import { PackCard } from './PackCard';
import { buyRequest, PACK_PATH, readDiamonds, readRole, ROLE_PATH, roleRequest, WALLET_PATH, walletRequest, type Pack } from './packInfo';
import type { GiftBagProps } from './schema';
import '@kit/blocks.css';
import './gift-bag.css';

/** Every bag, its role and the wallet, read again (after a purchase, its failure, or a payment). */
function readAgain(queryClient: EngineServices['queryClient']) {
  return Promise.all([PACK_PATH, ROLE_PATH, WALLET_PATH].map((path) => queryClient.invalidateQueries({ queryKey: ['api', path === ROLE_PATH ? 'POST' : 'GET', path] })));
}

/**
 * The gift bags of an offer. The server decides who may buy: the role check runs for each bag when
 * it shows and again right before a purchase. A purchase asks for confirmation, sends one request however often the
 * user taps, and afterwards every bag, its role and the wallet are read again, so a bag the user bought shows as
 * purchased and an exclusive one as unavailable, also when the answer was lost on the way.
 * Short of diamonds (by the balance the page knows, or by the server's refusal and the balance read after it), the
 * page's recharge action runs (e.g. the recharge product modal); once the app reports a payment, the wallet and the
 * bags are read again, so the user can buy.
 */
export default function GiftBag({ props }: WidgetComponentProps<GiftBagProps>) {
  const t = useT();
  const wt = useWidgetT('gift-bag');
  const toast = useToast();
  const { queryClient, bridge } = useEngineServices();
  const { run } = useAction();
  const wallet = useApiQuery<unknown>(walletRequest);
  const diamonds = readDiamonds(wallet.data);
  const check = useApiMutation<unknown>();
  const buy = useApiMutation<unknown>({ money: true });
  const reload = () => readAgain(queryClient);
  const rechargeAction = props.rechargeAction;
  const recharge = rechargeAction ? () => void run(rechargeAction) : undefined;

  // A payment the app reports (a recharge from this page or elsewhere) changes the wallet: read it again.
  useEffect(() => bridge.on('paid', () => void readAgain(queryClient).catch(() => undefined)), [bridge, queryClient]);

  const asked = useConfirmedItem<Pack>(async (pack) => {
    if (diamonds !== undefined && diamonds < pack.price) {
      // The balance the page knows does not cover the bag: no request, the recharge instead.
      toast(wt('notEnough'));
      recharge?.();
      return;
    }
    let refused = false;
    try {
      // The role may have changed since the page loaded (a recharge, a bag bought elsewhere): asked again first.
      const role = readRole(await check.mutate(roleRequest(pack.packId)));
      if (role.bought) toast(wt('alreadyBought'));
      else if (!role.eligible) toast(role.reason ?? wt('notEligible'));
      else {
        await buy.mutate(buyRequest(pack.packId));
        toast(wt('boughtToast', { name: pack.name }));
      }
    } catch (err) {
      toast(t(apiErrorText(err)));
      refused = !isNetworkError(err);
    } finally {
      await reload().catch(() => undefined);
    }
    if (refused && recharge) {
      // The server refused the purchase: when the wallet read now does not cover the bag, that was why.
      const now = readDiamonds((await wallet.refetch()).data);
      if (now !== undefined && now < pack.price) recharge();
    }
  });

  return (
    <section className="gb">
      <p className="gb__wallet">{diamonds !== undefined ? wt('balance', { amount: formatThousands(diamonds) }) : null}</p>
      <ul className="gb__cards">
        {props.packs.map((packId) => (
          <PackCard key={packId} packId={packId} diamonds={diamonds} busy={asked.busy} onBuy={asked.ask} onRecharge={recharge} beside={props.packs.length > 1} />
        ))}
      </ul>
      {props.note ? <p className="gb__note">{t(props.note)}</p> : null}
      <ConfirmItemDialog item={asked} title={wt('confirmTitle')}>
        {asked.asking ? <p className="gb__confirm">{wt('confirmText', { name: asked.asking.name, count: asked.asking.price, price: formatThousands(asked.asking.price) })}</p> : null}
      </ConfirmItemDialog>
    </section>
  );
}

import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useApiMutation } from '@engine/react/hooks/useApiMutation';
import { useApiQuery } from '@engine/react/hooks/useApiQuery';
import { useToast } from '@engine/react/hooks/useToast';
import { useShellT } from '@platform/shell/useShellT';
import { PAYMENT_PARAM_INFO_PATH, readPaymentParamInfo } from './paymentAnswers';
import type { PaymentParamInfo, PrePayment } from './paymentTypes';
import { usePaymentRedirect } from './usePaymentRedirect';
import { apiErrorText } from '@engine/http/ApiError';
import { formatMoney, formatThousands } from '@engine/utils/format';
import { withPaymentStrings } from './paymentStrings';
import { PayHeader, usePayGate } from './PayHeader';
import { methodName } from './methodName';

/** Checkout of a created order (read with getPaymentParamInfo, paid with POST createPrePayment). */
function CheckoutPage() {
  const t = useShellT();
  const toast = useToast();
  const userCode = useParams().userCode ?? '';
  const [search] = useSearchParams();
  const { state } = useLocation();
  const sessionId = search.get('sessionId') ?? '';
  const info = useApiQuery<PaymentParamInfo>(
    { path: PAYMENT_PARAM_INFO_PATH, params: { sessionId, userCode } },
    { enabled: sessionId !== '', parse: readPaymentParamInfo },
  );
  const prePay = useApiMutation<PrePayment>({ money: true });
  const redirect = usePaymentRedirect();
  const title = t('payments.pages.checkout.title');
  const gate = usePayGate(title, sessionId === '' ? t('payments.pages.checkout.missing') : undefined, info);
  if (gate || !info.data) return gate;

  const pay = async () => {
    try {
      const r = await prePay.mutate({ path: '/payment/checkout/createPrePayment', method: 'POST', params: { sessionId } });
      if (!redirect(r.redirectUrl ?? `/vue/payments/checkout-result?sessionId=${encodeURIComponent(sessionId)}`)) {
        toast('common:payments.pages.error.redirect');
      }
    } catch (e) {
      toast(apiErrorText(e, 'common:shell.error.generic'));
    }
  };

  const d = info.data;
  // An order already paid (the user came back to its checkout) is not offered for payment again: its result shows,
  // in the checkout's place in the top-up flow.
  if (d.status === 'SUCCESS') return <Navigate to={`/payments/checkout-result?sessionId=${encodeURIComponent(sessionId)}`} replace state={state} />;
  return (
    <section className="pay-page" data-testid="pay-checkout">
      <PayHeader title={title} />
      <div className="pay-summary">
        {d.product ? <p>{t('payments.pages.items.diamonds', { count: d.product.count, amount: formatThousands(d.product.count) })}</p> : null}
        {d.amount !== undefined ? <p>{t('payments.pages.checkout.amount', { amount: formatMoney(d.amount, d.currency) })}</p> : null}
        {d.payChannel ? <p>{t('payments.pages.checkout.method', { method: methodName(t, d.payChannel) })}</p> : null}
      </div>
      <button type="button" className="shell-button pay-submit" disabled={prePay.pending} aria-busy={prePay.pending} onClick={() => void pay()}>
        {t('payments.pages.checkout.pay')}
      </button>
    </section>
  );
}

export default withPaymentStrings(CheckoutPage);

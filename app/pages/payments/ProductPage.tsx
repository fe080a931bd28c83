import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PAY_CHANNELS, payChannelLabelKey, readTopUpQuery } from '@platform/pay';
import { useApiQuery } from '@engine/react/hooks/useApiQuery';
import { usePageReady } from '@engine/react/pageShell/ShellContext';
import { ErrorState, LoadingState } from '@platform/shell/StateViews';
import { inPagePath } from '@engine/react/pageShell/shellQuery';
import { useDocumentTitle } from '@platform/shell/useDocumentTitle';
import { useShellT } from '@platform/shell/useShellT';
import { SheetChoiceField } from './SheetChoiceField';
import { PRODUCT_PATH, readProduct, readRechargeProducts, RECHARGE_PRODUCTS_PATH } from './paymentAnswers';
import type { RechargeProducts, ThirdProduct } from './paymentTypes';
import { useNativePay } from '@platform/pay/useNativePay';
import { useToast } from '@engine/react/hooks/useToast';
import { usePayChannels } from '@platform/pay/usePayChannels';
import { apiErrorText } from '@engine/http/ApiError';
import { formatMoney, formatThousands } from '@engine/utils/format';
import { withPaymentStrings } from './paymentStrings';
import { PayFrame, PayHeader } from './PayHeader';
import { useNextFlowState } from './payFlow';

/**
 * One top-up product by its code (/payment/thirdProduct/getByCode) with the
 * pay channels of the platform (the app's channels, plus "Other" when a user
 * code and a product code exist), chosen on the payment selector sheet: a native
 * channel pays through the app, "Other" opens the third-party payment form
 * with this item chosen.
 */
function ProductPage() {
  const t = useShellT();
  const userCode = useParams().userCode ?? '';
  const [search] = useSearchParams();
  // The top-up page query; its values are the URL's, so only checked ones are read (readTopUpQuery).
  const topUp = readTopUpQuery(search);
  const productCode = topUp.productCode ?? '';
  const navigate = useNavigate();
  const nextFlow = useNextFlowState();
  const { search: currentSearch } = useLocation();
  const product = useApiQuery<ThirdProduct>({ path: PRODUCT_PATH, params: { userCode, productCode } }, { enabled: productCode !== '', parse: readProduct });
  // The price in the currency the top-up list shows this user (their country's, or the one chosen there).
  const country = search.get('country');
  const prices = useApiQuery<RechargeProducts>(
    { path: RECHARGE_PRODUCTS_PATH, params: { userCode, ...(country ? { country } : {}) } },
    { enabled: productCode !== '', parse: readRechargeProducts },
  );
  const choice = usePayChannels(userCode, productCode || undefined);
  const [channel, setChannel] = useState<string>();
  const toast = useToast();
  // The page source (`ref`) becomes the native pay's referer only when it names a known page source.
  const ref = topUp.ref;
  const native = useNativePay({ ...(ref ? { referer: ref } : {}), onSuccess: () => toast('common:payments.paySuccess') });
  usePageReady(productCode === '' || !product.isPending);
  const title = t('payments.pages.product.title');
  useDocumentTitle(title);

  if (productCode === '') return <PayFrame title={title}><ErrorState message={t('payments.pages.product.missing')} /></PayFrame>;
  if (product.isPending || prices.isPending) return <PayFrame title={title}><LoadingState /></PayFrame>;
  if (product.isError) return <PayFrame title={title}><ErrorState message={t(apiErrorText(product.error, 'common:shell.error.generic'))} onRetry={() => void product.refetch()} /></PayFrame>;

  const item = product.data;
  const row = prices.data?.rows.find((r) => r.productCode === item.productCode);
  const price = row?.localPrice !== undefined ? formatMoney(row.localPrice, prices.data?.currency) : formatMoney(item.price, 'USD');
  const chosen = channel ?? choice?.channels[0];
  const buy = () => {
    if (chosen === PAY_CHANNELS.other) {
      navigate(inPagePath(`/payments/${encodeURIComponent(userCode)}?productCode=${encodeURIComponent(item.productCode)}`, currentSearch), { state: nextFlow() });
    } else {
      if (item.clientProductId && item.productIdentifier) void native.pay({ clientProductId: item.clientProductId, productIdentifier: item.productIdentifier });
    }
  };
  return (
    <section className="pay-page" data-testid="pay-product">
      <PayHeader title={title} />
      <div className="pay-summary">
        <p className="pay-result__amount">{t('payments.pages.items.diamonds', { count: item.count, amount: formatThousands(item.count) })}</p>
        <p>{t('payments.pages.product.price', { price })}</p>
      </div>
      <SheetChoiceField
        labelId="pay-channel-label"
        label={t('payments.chooseChannel')}
        shown={chosen ? t(payChannelLabelKey(chosen) ?? chosen) : t('payments.chooseChannel')}
        options={choice?.channels.map((c) => ({ value: c, label: t(payChannelLabelKey(c) ?? c) }))}
        selected={chosen}
        onChoose={setChannel}
      />
      <button type="button" className="shell-button pay-submit" disabled={!chosen || native.paying} aria-busy={native.paying} onClick={buy}>
        {t('payments.pages.product.buy')}
      </button>
    </section>
  );
}

export default withPaymentStrings(ProductPage);

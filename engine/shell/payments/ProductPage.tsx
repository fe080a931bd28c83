import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useApiQuery } from '../../react/hooks/useApiQuery';
import { usePageReady } from '../ShellContext';
import { ErrorState, LoadingState } from '../StateViews';
import { inPagePath } from '../shellQuery';
import { useDocumentTitle } from '../useDocumentTitle';
import { useShellT } from '../useShellT';
import type { ThirdProduct } from './paymentTypes';

/** One top-up product by its code (P§7 /payment/thirdProduct/getByCode), then on to the payment form. */
export default function ProductPage() {
  const t = useShellT();
  const userCode = useParams().userCode ?? '';
  const [search] = useSearchParams();
  const productCode = search.get('productCode') ?? '';
  const navigate = useNavigate();
  const { search: currentSearch } = useLocation();
  const product = useApiQuery<ThirdProduct>(
    { path: '/payment/thirdProduct/getByCode', params: { userCode, productCode } },
    { enabled: productCode !== '' },
  );
  usePageReady(productCode === '' || !product.isPending);
  useDocumentTitle(t('payments.pages.product.title'));

  if (productCode === '') return <ErrorState message={t('payments.pages.product.missing')} />;
  if (product.isPending) return <LoadingState />;
  if (product.isError) return <ErrorState message={product.error.message || undefined} onRetry={() => void product.refetch()} />;

  const buy = () => navigate(inPagePath(`/payments/${encodeURIComponent(userCode)}?productCode=${encodeURIComponent(product.data.productCode)}`, currentSearch));
  return (
    <section className="pay-page" data-testid="pay-product">
      <h1>{t('payments.pages.product.title')}</h1>
      <p>{t('payments.pages.items.diamonds', { amount: product.data.count })}</p>
      <p>{t('payments.pages.product.price', { price: product.data.price })}</p>
      <button type="button" className="shell-button" onClick={buy}>
        {t('payments.pages.product.buy')}
      </button>
    </section>
  );
}

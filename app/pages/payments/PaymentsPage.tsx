import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useApiQuery } from '@engine/react/hooks/useApiQuery';
import { usePageReady } from '@engine/react/pageShell/ShellContext';
import { EmptyState, ErrorState, LoadingState } from '@platform/shell/StateViews';
import { useDocumentTitle } from '@platform/shell/useDocumentTitle';
import { useShellT } from '@platform/shell/useShellT';
import { OptionList } from './OptionList';
import { COUNTRIES_PATH, readCountries, readRechargeProducts, RECHARGE_PRODUCTS_PATH } from './paymentAnswers';
import type { CountryPayTypes, RechargeProducts } from './paymentTypes';
import { useThirdOrder } from './useThirdOrder';
import { validateChoice, validatePaymentForm, type PaymentFormValues } from './validatePaymentForm';
import { apiErrorText } from '@engine/http/ApiError';
import { formatMoney, formatThousands } from '@engine/utils/format';
import { useLocale } from '@engine/react/hooks/useLocale';
import { regionName } from './regionName';
import { withPaymentStrings } from './paymentStrings';
import { PayHeader } from './PayHeader';
import { methodName } from './methodName';
import { SheetChoiceField } from './SheetChoiceField';

/**
 * Third-party top-up: country/region, method of payment and
 * item, then an order whose payment URL the page opens. An answer the page
 * cannot read (paymentAnswers) shows an error with Retry where its part of the
 * form is; what the user chose stays.
 */
function PaymentsPage() {
  const t = useShellT();
  const locale = useLocale();
  const userCode = useParams().userCode ?? '';
  // Nothing the URL carries chooses what is paid for: the user picks the item (a product code in the link is not preselected).
  const [form, setForm] = useState<PaymentFormValues>({});
  const [message, setMessage] = useState<string>();
  const countries = useApiQuery<CountryPayTypes[]>({ path: COUNTRIES_PATH }, { parse: readCountries });
  const products = useApiQuery<RechargeProducts>(
    { path: RECHARGE_PRODUCTS_PATH, params: { userCode, ...(form.country ? { country: form.country } : {}) } },
    { parse: readRechargeProducts },
  );
  const order = useThirdOrder(userCode);
  usePageReady(!countries.isPending);
  useDocumentTitle(t('payments.pages.title'));

  if (countries.isPending) return <LoadingState />;
  // A list read before stays in use when reading it again fails.
  const countryList = countries.data ?? [];
  if (!countries.isError && countryList.length === 0) return <EmptyState />;
  // Top-up through this page needs the whitelist; an account the server refuses gets no form it cannot use.
  if (products.isError && products.error.kind === 'status') {
    return (
      <section className="pay-page">
        <PayHeader title={t('payments.pages.title')} />
        <ErrorState message={t(apiErrorText(products.error, 'common:shell.error.generic'))} onRetry={() => void products.refetch()} />
      </section>
    );
  }

  const country = countryList.find((c) => c.country === form.country);
  const choose = (patch: PaymentFormValues) => {
    const problem = validateChoice(form);
    setMessage(problem);
    if (!problem) setForm((f) => ({ ...f, ...patch }));
  };

  const submit = async () => {
    const problem = validatePaymentForm(form);
    setMessage(problem);
    if (problem) return;
    await order.place(form);
  };

  return (
    <form className="pay-page" onSubmit={(e) => (e.preventDefault(), void submit())} noValidate>
      <PayHeader title={t('payments.pages.title')} />
      {products.data?.user?.name ? <p>{t('payments.pages.account', { name: products.data.user.name })}</p> : null}
      {countries.isError && countryList.length === 0 ? (
        <div className="pay-field">
          <span>{t('payments.pages.country.label')}</span>
          <ErrorState message={t(apiErrorText(countries.error, 'common:shell.error.generic'))} onRetry={() => void countries.refetch()} />
        </div>
      ) : (
        <SheetChoiceField
          labelId="pay-country-label"
          label={t('payments.pages.country.label')}
          shown={country ? regionName(country.country, locale, country.name) : t('payments.pages.validation.selectCountry')}
          options={countryList.map((c) => ({ value: c.country, label: regionName(c.country, locale, c.name) }))}
          selected={form.country ?? ''}
          onChoose={(code) => (setMessage(undefined), setForm((f) => ({ ...f, country: code, payChannel: undefined })))}
        />
      )}
      <div className="pay-field">
        <span>{t('payments.pages.method.label')}</span>
        {!country ? (
          <button type="button" className="pay-option" onClick={() => choose({})}>
            {t('payments.pages.validation.selectMethod')}
          </button>
        ) : country.payTypes.length === 0 ? (
          <EmptyState text={t('payments.pages.method.none')} />
        ) : (
          <OptionList
            label={t('payments.pages.method.label')}
            options={country.payTypes.map((p) => ({ value: p.payChannel, label: methodName(t, p.payChannel, p.name) }))}
            selected={form.payChannel}
            onSelect={(payChannel) => choose({ payChannel })}
          />
        )}
      </div>
      <div className="pay-field">
        <span>{t('payments.pages.items.label')}</span>
        {products.isPending ? (
          <LoadingState />
        ) : products.isError ? (
          <ErrorState message={t(apiErrorText(products.error, 'common:shell.error.generic'))} onRetry={() => void products.refetch()} />
        ) : products.data.rows.length === 0 ? (
          <EmptyState text={t('payments.pages.items.none')} />
        ) : (
          <OptionList
            label={t('payments.pages.items.label')}
            options={products.data.rows.map((r) => ({
              value: r.productCode,
              label: t('payments.pages.items.diamonds', { count: r.count, amount: formatThousands(r.count) }),
              detail: formatMoney(r.localPrice ?? r.price, r.localPrice === undefined ? 'USD' : products.data.currency),
            }))}
            selected={form.productCode}
            onSelect={(productCode) => choose({ productCode })}
          />
        )}
      </div>
      <p className="pay-error" role="alert">
        {message ? t(message) : null}
      </p>
      <button type="submit" className="shell-button pay-submit" disabled={order.pending} aria-busy={order.pending}>
        {t('payments.pages.submit')}
      </button>
    </form>
  );
}

export default withPaymentStrings(PaymentsPage);

import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { htmlLangOf, useLocale, useT, type Locale, type WidgetComponentProps } from '@engine';
import { useItemAction } from '@kit/useItemAction';
import { useWidgetT } from '@kit/useWidgetT';
import { Field } from '../form/Field';
import { EMPTY_CASH_FORM, validateCashForm, type CashErrors, type CashField, type CashFormValues } from './validateCashForm';
import type { CashPrizeFormProps } from './schema';
import '@kit/blocks.css';
import '@kit/form.css';
import './cash-prize-form.css';

const ORDER: CashField[] = ['country', 'bankName', 'accountNumber', 'payeeName', 'phone', 'gcash'];

function regionNames(locale: Locale): (code: string) => string {
  const lang = htmlLangOf(locale);
  try {
    const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

export default function CashPrizeForm({ props }: WidgetComponentProps<CashPrizeFormProps>) {
  const t = useT();
  const wt = useWidgetT('cash-prize-form');
  const locale = useLocale();
  const uid = useId();
  const submit = useItemAction(props.stateKey);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CashFormValues>(EMPTY_CASH_FORM);
  const [errors, setErrors] = useState<CashErrors>({});
  const [busy, setBusy] = useState(false);
  const nameOf = useMemo(() => regionNames(locale), [locale]);
  const withGcash = props.gcashCountries.includes(values.country);

  const set = (field: CashField, value: string) => {
    setValues((prev) => {
      const next = { ...prev, [field]: value };
      if (field === 'country') next.dialCode = props.countries.find((c) => c.code === value)?.dial ?? '';
      return next;
    });
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateCashForm(values, { gcashCountries: props.gcashCountries });
    setErrors(found);
    const firstBad = ORDER.find((f) => found[f]);
    if (firstBad) {
      form.current?.ownerDocument.getElementById(`${uid}-${firstBad}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const clean = { ...values, accountNumber: values.accountNumber.replace(/\s/g, ''), phone: values.phone.replace(/[\s-]/g, ''), gcash: withGcash ? values.gcash.replace(/\s/g, '') : '' };
      await submit.run(props.submitAction, clean);
    } finally {
      setBusy(false);
    }
  };

  const id = (f: CashField) => `${uid}-${f}`;
  const err = (f: CashField) => (errors[f] ? wt(errors[f]) : undefined);
  const input = (f: CashField, extra: Record<string, unknown> = {}) =>
    function render(aria: Record<string, unknown>) {
      return <input className="cw-form__input" value={values[f]} onChange={(e) => set(f, e.target.value)} {...extra} {...aria} />;
    };

  return (
    <form ref={form} className="cw-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {props.title ? <h3 className="cw-form__title">{t(props.title)}</h3> : null}
      <Field id={id('country')} label={wt('country')} error={err('country')}>
        {(aria) => (
          <select className="cw-form__input" value={values.country} onChange={(e) => set('country', e.target.value)} {...aria}>
            <option value="">{wt('countryPlaceholder')}</option>
            {props.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {nameOf(c.code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('bankName')} label={wt('bankName')} error={err('bankName')}>
        {input('bankName', { autoComplete: 'off', maxLength: 60 })}
      </Field>
      <Field id={id('accountNumber')} label={wt('accountNumber')} error={err('accountNumber')}>
        {input('accountNumber', { inputMode: 'numeric', autoComplete: 'off', maxLength: 40 })}
      </Field>
      <Field id={id('payeeName')} label={wt('payeeName')} error={err('payeeName')}>
        {input('payeeName', { autoComplete: 'name', maxLength: 60 })}
      </Field>
      <Field id={id('phone')} label={wt('phone')} error={err('phone')} hint={values.country ? undefined : wt('errCountryFirst')}>
        {(aria) => (
          <span className="cw-form__phone">
            <span className="cw-form__dial" aria-label={wt('dialCode')}>
              {values.dialCode || '+'}
            </span>
            <input className="cw-form__input" type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} value={values.phone} disabled={!values.country} onChange={(e) => set('phone', e.target.value)} {...aria} />
          </span>
        )}
      </Field>
      {withGcash ? (
        <Field id={id('gcash')} label={wt('gcash')} error={err('gcash')}>
          {input('gcash', { inputMode: 'numeric', autoComplete: 'off', maxLength: 13, placeholder: '09XXXXXXXXX' })}
        </Field>
      ) : null}
      {props.notice ? <p className="cw-form__notice">{t(props.notice)}</p> : null}
      <button type="submit" className="cw-btn cw-btn--primary cw-form__submit" disabled={busy} aria-busy={busy}>
        {wt('submit')}
      </button>
    </form>
  );
}

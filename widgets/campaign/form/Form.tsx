import { useId, useRef, useState, type FormEvent, type SetStateAction } from 'react';
import { apiErrorText, useAction, useApiMutation, useSingleFlight, useT, type WidgetComponentProps } from '@engine';
import { Field } from './Field';
import { useWidgetT } from '@kit/useWidgetT';
import { ChoicePicker } from '../choice-picker/ChoicePicker';
import { optionLabel } from '../choice-picker/optionLabel';
import { PictureField } from './PictureField';
import type { FormField, FormProps } from './schema';
import { charCount, emptyValue, formBody, validateForm, type FieldValue, type FormErrors, type FormValues, type PictureEntry } from './validateForm';
import '@kit/blocks.css';
import '@kit/form.css';
import './form.css';

/**
 * A form built from its field list: each field's rules are checked on submit, with the errors in the page
 * language next to the fields; one tap sends one request (the values POSTed to the configured path); the
 * server's acceptance shows a thank-you; a failure says why and keeps everything typed.
 */
export default function Form({ props }: WidgetComponentProps<FormProps>) {
  const t = useT();
  const wt = useWidgetT('form');
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { run } = useAction();
  const send = useApiMutation<unknown>({ money: true });
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

  const valueOf = (f: FormField): FieldValue => values[f.name] ?? emptyValue(f);
  const setValue = (f: FormField, value: FieldValue) => {
    setValues((prev) => ({ ...prev, [f.name]: value }));
    if (errors[f.name]) setErrors((prev) => ({ ...prev, [f.name]: undefined }));
  };
  const setPictures = (f: FormField) => (change: SetStateAction<PictureEntry[]>) => {
    setValues((prev) => {
      const list = (prev[f.name] as PictureEntry[] | undefined) ?? [];
      return { ...prev, [f.name]: typeof change === 'function' ? change(list) : change };
    });
    setErrors((prev) => (prev[f.name] ? { ...prev, [f.name]: undefined } : prev));
  };

  const submit = useSingleFlight(async () => {
    const found = validateForm(props.fields, values);
    setErrors(found);
    const firstBad = props.fields.find((f) => found[f.name]);
    if (firstBad) {
      setFailure(undefined);
      formRef.current?.ownerDocument.getElementById(`${uid}-${firstBad.name}`)?.focus();
      return;
    }
    try {
      await send.mutate({ path: props.submitPath, method: 'POST', body: formBody(props.fields, values, props.extraValues) });
    } catch (err) {
      const reason = apiErrorText(err);
      setFailure(t(reason));
      return;
    }
    setFailure(undefined);
    setSent(true);
    if (props.onSuccess) await run(props.onSuccess);
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit.run();
  };

  if (sent) {
    return (
      <section className="cw-form cw-fm-done" role="status">
        <span className="cw-fm-done__mark" aria-hidden="true">
          ✓
        </span>
        <p className="cw-fm-done__text">{props.successText ? t(props.successText) : wt('success')}</p>
        {props.afterSuccess === 'again' ? (
          <button
            type="button"
            className="cw-btn cw-btn--primary"
            onClick={() => {
              setValues({});
              setErrors({});
              setSent(false);
            }}
          >
            {wt('again')}
          </button>
        ) : null}
      </section>
    );
  }

  const labelOf = (f: FormField) => (
    <>
      {f.label ? t(f.label) : (f.labelText ?? f.name)}
      {f.required ? (
        <span className="cw-fm__required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
  const errorOf = (f: FormField) => {
    const e = errors[f.name];
    return e ? wt(e.key, e.values) : undefined;
  };
  const hintOf = (f: FormField) => {
    const v = valueOf(f);
    const parts: string[] = [];
    if (f.hint) parts.push(t(f.hint));
    if ((f.kind === 'text' || f.kind === 'textarea') && f.maxLength !== undefined) parts.push(wt('charCount', { count: charCount(String(v)), max: f.maxLength }));
    return parts.length > 0 ? parts.join(' · ') : undefined;
  };

  const renderField = (f: FormField) => {
    const id = `${uid}-${f.name}`;
    const error = errorOf(f);
    const errorId = error ? `${id}-error` : undefined;
    if (f.kind === 'choice' || f.kind === 'multi-choice') {
      return (
        <div key={f.name} className="cw-form__field">
          <ChoicePicker
            name={id}
            legend={labelOf(f)}
            options={(f.options ?? []).map((o) => ({ value: String(o.value), label: optionLabel(o, t) }))}
            value={valueOf(f) as string | string[]}
            multiple={f.kind === 'multi-choice'}
            required={f.required}
            invalid={Boolean(error)}
            describedBy={errorId}
            onChange={(v) => setValue(f, v)}
          />
          {f.hint ? <small className="cw-form__hint">{t(f.hint)}</small> : null}
          {error ? (
            <small id={errorId} className="cw-form__error" role="alert">
              {error}
            </small>
          ) : null}
        </div>
      );
    }
    if (f.kind === 'picture') {
      return (
        <div key={f.name} className="cw-form__field">
          <span className="cw-form__label" id={`${id}-label`}>
            {labelOf(f)}
          </span>
          <PictureField field={f} id={id} describedBy={[`${id}-label`, errorId].filter(Boolean).join(' ')} invalid={Boolean(error)} pictures={valueOf(f) as PictureEntry[]} setPictures={setPictures(f)} wt={wt} />
          {f.hint ? <small className="cw-form__hint">{t(f.hint)}</small> : null}
          {error ? (
            <small id={errorId} className="cw-form__error" role="alert">
              {error}
            </small>
          ) : null}
        </div>
      );
    }
    return (
      <Field key={f.name} id={id} label={labelOf(f)} error={error} hint={hintOf(f)}>
        {(aria) => {
          const common = {
            ...aria,
            className: 'cw-form__input',
            value: valueOf(f) as string,
            required: f.required,
            placeholder: f.placeholder ? t(f.placeholder) : undefined,
            onChange: (e: { target: { value: string } }) => setValue(f, e.target.value),
          };
          if (f.kind === 'textarea') return <textarea {...common} className="cw-form__input cw-fm__textarea" rows={5} />;
          if (f.kind === 'number') return <input {...common} type="text" inputMode={f.integer ? 'numeric' : 'decimal'} autoComplete="off" />;
          if (f.kind === 'user-id') return <input {...common} type="text" inputMode="numeric" autoComplete="off" maxLength={12} />;
          return <input {...common} type="text" autoComplete="off" />;
        }}
      </Field>
    );
  };

  return (
    <form ref={formRef} className="cw-form" noValidate onSubmit={onSubmit} aria-busy={submit.pending}>
      {props.title ? <h3 className="cw-form__title">{t(props.title)}</h3> : null}
      {props.intro ? <p className="cw-form__notice">{t(props.intro)}</p> : null}
      {props.fields.map(renderField)}
      {failure ? (
        <div className="cw-fm__failure" role="alert">
          <p className="cw-fm__failure-reason">{failure}</p>
          <p className="cw-fm__failure-kept">{wt('keptAfterFailure')}</p>
        </div>
      ) : null}
      <button type="submit" className="cw-btn cw-btn--primary cw-form__submit" disabled={submit.pending} aria-busy={submit.pending}>
        {submit.pending ? wt('sending') : props.submitText ? t(props.submitText) : wt('submit')}
      </button>
    </form>
  );
}

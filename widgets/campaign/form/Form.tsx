import { useId, useRef, useState, type FormEvent, type SetStateAction } from 'react';
import { apiErrorText, useAction, useApiMutation, useSingleFlight, useT, type WidgetComponentProps } from '@engine';
import { useWidgetT } from '@kit/useWidgetT';
import { FormFieldControl } from './FormFieldControl';
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

  // The failure names the button the user taps to send again, as the button reads.
  const submitLabel = props.submitText ? t(props.submitText) : wt('submit');
  const errorOf = (f: FormField) => {
    const e = errors[f.name];
    return e ? wt(e.key, e.values) : undefined;
  };
  const hintOf = (f: FormField) => {
    const v = valueOf(f);
    const parts: string[] = [];
    if (f.hint) parts.push(t(f.hint));
    if ((f.kind === 'text' || f.kind === 'textarea') && f.maxLength !== undefined) parts.push(wt('charCount', { done: charCount(String(v)), count: f.maxLength, max: f.maxLength }));
    return parts.length > 0 ? parts.join(' · ') : undefined;
  };

  return (
    <form ref={formRef} className="cw-form" noValidate onSubmit={onSubmit} aria-busy={submit.pending}>
      {props.title ? <h3 className="cw-form__title">{t(props.title)}</h3> : null}
      {props.intro ? <p className="cw-form__notice">{t(props.intro)}</p> : null}
      {props.fields.map((f) => (
        <FormFieldControl key={f.name} field={f} id={`${uid}-${f.name}`} value={valueOf(f)} error={errorOf(f)} hint={hintOf(f)} onChange={(v) => setValue(f, v)} setPictures={setPictures(f)} wt={wt} />
      ))}
      {failure ? (
        <div className="cw-fm__failure" role="alert">
          <p className="cw-fm__failure-reason">{failure}</p>
          <p className="cw-fm__failure-kept">{wt('keptAfterFailure', { button: submitLabel })}</p>
        </div>
      ) : null}
      <button type="submit" className="cw-btn cw-btn--primary cw-form__submit" disabled={submit.pending} aria-busy={submit.pending}>
        {submit.pending ? wt('sending') : submitLabel}
      </button>
    </form>
  );
}

/** One labelled form field with its error message wired for screen readers. */
import type { ReactNode } from 'react';
import '@kit/form.css';

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

export function Field({ id, label, error, hint, children }: FieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`cw-form__field${error ? ' cw-form__field--invalid' : ''}`}>
      <label className="cw-form__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and its error (announced as it appears), under the field: `<id>-hint` and `<id>-error`. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <small id={`${id}-hint`} className="cw-form__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="cw-form__error" role="alert">
          {error}
        </small>
      ) : null}
    </>
  );
}

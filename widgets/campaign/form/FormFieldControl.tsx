import type { Dispatch, SetStateAction } from 'react';
import { useT } from '@engine';
import type { WidgetT } from '@kit/useWidgetT';
import { ChoicePicker } from '../choice-picker/ChoicePicker';
import { optionLabel } from '../choice-picker/optionLabel';
import { Field, FieldNotes } from './Field';
import { PictureField } from './PictureField';
import type { FormField } from './schema';
import type { FieldValue, PictureEntry } from './validateForm';

export interface FormFieldControlProps {
  field: FormField;
  /** The id of the field's input (its hint and error are `<id>-hint` and `<id>-error`). */
  id: string;
  value: FieldValue;
  error?: string | undefined;
  hint?: string | undefined;
  onChange: (value: FieldValue) => void;
  setPictures: Dispatch<SetStateAction<PictureEntry[]>>;
  wt: WidgetT;
}

/**
 * One field of a form, by its kind: a choice list, pictures to upload, or a text, number or user-id input; with its
 * label (a required field marked `*`), its hint and its error, wired for screen readers.
 */
export function FormFieldControl({ field: f, id, value, error, hint, onChange, setPictures, wt }: FormFieldControlProps) {
  const t = useT();
  const errorId = error ? `${id}-error` : undefined;
  const name = f.label ? t(f.label) : (f.labelText ?? f.name);
  const label = (
    <>
      {name}
      {f.required ? (
        <span className="cw-fm__required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
  if (f.kind === 'choice' || f.kind === 'multi-choice') {
    return (
      <div className="cw-form__field">
        <ChoicePicker
          name={id}
          legend={name /* the picker marks a required choice itself */}
          options={(f.options ?? []).map((o) => ({ value: String(o.value), label: optionLabel(o, t) }))}
          value={value as string | string[]}
          multiple={f.kind === 'multi-choice'}
          required={f.required}
          invalid={Boolean(error)}
          describedBy={errorId}
          onChange={onChange}
        />
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    );
  }
  if (f.kind === 'picture') {
    return (
      <div className="cw-form__field">
        <span className="cw-form__label" id={`${id}-label`}>
          {label}
        </span>
        <PictureField field={f} id={id} describedBy={[`${id}-label`, errorId].filter(Boolean).join(' ')} invalid={Boolean(error)} pictures={value as PictureEntry[]} setPictures={setPictures} wt={wt} />
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    );
  }
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => {
        const common = {
          ...aria,
          className: 'cw-form__input',
          value: value as string,
          required: f.required,
          placeholder: f.placeholder ? t(f.placeholder) : undefined,
          onChange: (e: { target: { value: string } }) => onChange(e.target.value),
        };
        if (f.kind === 'textarea') return <textarea {...common} className="cw-form__input cw-fm__textarea" rows={5} />;
        if (f.kind === 'number') return <input {...common} type="text" inputMode={f.integer ? 'numeric' : 'decimal'} autoComplete="off" />;
        if (f.kind === 'user-id') return <input {...common} type="text" inputMode="numeric" autoComplete="off" maxLength={12} />;
        return <input {...common} type="text" autoComplete="off" />;
      }}
    </Field>
  );
}

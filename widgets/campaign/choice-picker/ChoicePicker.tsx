/**
 * A list of answers to choose from: one (radio buttons) or several (check boxes), each a full-width row
 * easy to tap. The form's choice and multi-choice fields render it; the choice-picker widget is it alone.
 */
import type { ReactNode } from 'react';
import './choice-picker.css';

export interface PickerOption {
  value: string;
  label: string;
}

export interface ChoicePickerProps {
  /** Names the group (also the radio group's name). */
  name: string;
  legend: ReactNode;
  options: readonly PickerOption[];
  /** The chosen value (one) or values (several). */
  value: string | readonly string[];
  multiple?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Id of the element describing the group (its error message). */
  describedBy?: string;
  invalid?: boolean;
  onChange(value: string | string[]): void;
}

export function ChoicePicker({ name, legend, options, value, multiple = false, required, disabled, describedBy, invalid, onChange }: ChoicePickerProps) {
  const chosen = new Set(Array.isArray(value) ? value : value === '' ? [] : [value as string]);
  const toggle = (v: string) => {
    if (!multiple) return onChange(v);
    const next = options.map((o) => o.value).filter((o) => (o === v ? !chosen.has(v) : chosen.has(o)));
    onChange(next);
  };
  return (
    <fieldset className={`cw-picker${invalid ? ' cw-picker--invalid' : ''}`} aria-describedby={describedBy} aria-invalid={invalid || undefined} disabled={disabled}>
      <legend className="cw-picker__legend">
        {legend}
        {required ? <span aria-hidden="true" className="cw-picker__required"> *</span> : null}
      </legend>
      {options.map((o) => (
        <label key={o.value} className={`cw-picker__option${chosen.has(o.value) ? ' cw-picker__option--chosen' : ''}`}>
          <input
            className="cw-picker__input"
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={o.value}
            checked={chosen.has(o.value)}
            onChange={() => toggle(o.value)}
          />
          <span className="cw-picker__text">{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The form's rules, pure: what each kind of field holds while the user fills it in, the error (a string key
 * of the form's strings with its values) each field shows on submit, and the body sent.
 */
import { USER_ID } from '@kit/userId';
import type { FormField } from './schema';

/** A picture of a picture field: cropped, then uploading, uploaded or failed. */
export interface PictureEntry {
  id: string;
  /** The cropped png as a data URL (the preview, and what a retry uploads). */
  png: string;
  status: 'uploading' | 'done' | 'failed';
  url?: string;
}

export type FieldValue = string | string[] | PictureEntry[];
export type FormValues = Record<string, FieldValue>;
export interface FieldError { key: string; values?: Record<string, unknown> }
export type FormErrors = Record<string, FieldError | undefined>;

/** Characters as people count them (an emoji is one). */
export const charCount = (s: string): number => [...s].length;

/** A number: digits with an optional decimal part. */
const NUMBER = /^-?\d+(\.\d+)?$/;

export function emptyValue(field: FormField): FieldValue {
  return field.kind === 'multi-choice' || field.kind === 'picture' ? [] : '';
}

export function emptyValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, emptyValue(f)]));
}

const isBlank = (v: FieldValue | undefined): boolean => (Array.isArray(v) ? v.length === 0 : (v ?? '').trim() === '');

export function validateField(field: FormField, value: FieldValue | undefined): FieldError | undefined {
  if (isBlank(value)) {
    if (!field.required) return undefined;
    if (field.kind === 'choice' || field.kind === 'multi-choice') return { key: 'errChoose' };
    if (field.kind === 'picture') return { key: 'errPicture' };
    if (field.kind === 'user-id') return { key: 'errUserId' };
    return { key: 'errRequired' };
  }
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const n = charCount(String(value).trim());
      if (field.minLength !== undefined && n < field.minLength) return { key: 'errMinLength', values: { count: field.minLength, min: field.minLength } };
      if (field.maxLength !== undefined && n > field.maxLength) return { key: 'errMaxLength', values: { count: field.maxLength, max: field.maxLength } };
      return undefined;
    }
    case 'number': {
      const s = String(value).trim();
      if (!NUMBER.test(s)) return { key: 'errNumber' };
      const n = Number(s);
      if (field.integer && !Number.isInteger(n)) return { key: 'errInteger' };
      const { min, max } = field;
      if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
        if (min !== undefined && max !== undefined) return { key: 'errRange', values: { min, max } };
        return min !== undefined ? { key: 'errMin', values: { min } } : { key: 'errMax', values: { max } };
      }
      return undefined;
    }
    case 'user-id':
      return USER_ID.test(String(value).trim()) ? undefined : { key: 'errUserId' };
    case 'choice':
      return (field.options ?? []).some((o) => String(o.value) === value) ? undefined : { key: 'errChoose' };
    case 'multi-choice': {
      const n = (value as string[]).length;
      if (field.min !== undefined && n < field.min) return { key: 'errChooseMin', values: { count: field.min, min: field.min } };
      if (field.max !== undefined && n > field.max) return { key: 'errChooseMax', values: { count: field.max, max: field.max } };
      return undefined;
    }
    case 'picture': {
      const pictures = value as PictureEntry[];
      if (pictures.length > field.maxCount) return { key: 'errPictureMax', values: { count: field.maxCount, max: field.maxCount } };
      if (pictures.some((p) => p.status === 'uploading')) return { key: 'errPictureUploading' };
      if (pictures.some((p) => p.status === 'failed')) return { key: 'errPictureFailed' };
      return undefined;
    }
  }
}

export function validateForm(fields: readonly FormField[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const f of fields) {
    const e = validateField(f, values[f.name]);
    if (e) errors[f.name] = e;
  }
  return errors;
}

/** The value a choice option sends, typed as the option gives it. */
function optionValue(field: FormField, chosen: string): string | number {
  return field.options?.find((o) => String(o.value) === chosen)?.value ?? chosen;
}

/** The body sent: each field under its name (text trimmed, numbers as numbers, pictures as their uploaded URLs). */
export function formBody(fields: readonly FormField[], values: FormValues, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { ...extra };
  for (const f of fields) {
    const v = values[f.name] ?? emptyValue(f);
    switch (f.kind) {
      case 'number':
        body[f.name] = isBlank(v) ? null : Number(String(v).trim());
        break;
      case 'choice':
        body[f.name] = isBlank(v) ? null : optionValue(f, String(v));
        break;
      case 'multi-choice':
        body[f.name] = (v as string[]).map((c) => optionValue(f, c));
        break;
      case 'picture':
        body[f.name] = (v as PictureEntry[]).flatMap((p) => (p.url ? [p.url] : []));
        break;
      default:
        body[f.name] = String(v).trim();
    }
  }
  return body;
}

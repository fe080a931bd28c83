/** Value checks: emptiness and plain numbers. */

/** Empty: undefined, null, '', an object without own keys, an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto === Object.prototype || proto === null) return Object.keys(value).length === 0;
  }
  return false;
}

const NUMBER = /^\d+(\.\d+)?$/;

/** Digits with an optional decimal part ("12", "12.5"); no sign, exponent or spaces. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && NUMBER.test(String(value));
  return typeof value === 'string' && NUMBER.test(value);
}

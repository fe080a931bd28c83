/**
 * Number, size, date and time formatting shown on campaign pages.
 */

// Intl formatters are built on first use: creating one costs ~100 ms on a slow phone (locale data).
let groupedFormat: Intl.NumberFormat | undefined;
let plainFormat: Intl.NumberFormat | undefined;

/**
 * A non-negative number with at most one decimal, no grouping (2.25 -> "2.3", 3.0 -> "3"): Intl en-US's output
 * (half away from zero on the shortest decimal form), computed on that form's digits.
 */
const oneDecimal = {
  format(n: number): string {
    const [int = '0', frac = ''] = String(n).split('.');
    if (n >= 1e14 || /e/i.test(int)) return n < 0.05 ? '0' : (plainFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false })).format(n);
    if (frac.length === 0) return int;
    const tenths = Number(int) * 10 + Number(frac[0]) + (frac.length > 1 && frac[1]! >= '5' ? 1 : 0);
    return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
  },
};
/**
 * Comma-grouped, as Intl en-US with up to 20 fraction digits prints it, computed on the shortest decimal form
 * (String(n)); Intl only for what that form does not cover (exponents, -0, more than 20 fraction digits).
 */
const grouped = {
  format(n: number): string {
    const text = String(n);
    const [int = '', frac] = text.split('.');
    if (/e/i.test(text) || Object.is(n, -0) || (frac !== undefined && frac.length > 20)) {
      return (groupedFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 })).format(n);
    }
    const sign = int.startsWith('-') ? '-' : '';
    const digits = int.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, ',');
    return frac === undefined ? sign + digits : `${sign}${digits}.${frac}`;
  },
};

/** Comma groups in the integer part of a plain decimal ("1234567.5" -> "1,234,567.5"). */
const groupInt = (text: string): string => text.replace(/^\d+/, (int) => int.replace(/\B(?=(\d{3})+$)/g, ','));

/**
 * 1,000 and above as K, 1,000,000 and above as M, at most one decimal, comma groups in thousands of M
 * (919241 -> "919.2K", 2480000 -> "2.5M", 1000 -> "1K", 2.5e9 -> "2,500M").
 */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000 || Number(oneDecimal.format(abs / 1000)) >= 1000) return sign + groupInt(oneDecimal.format(abs / 1_000_000)) + 'M';
  if (abs >= 1000) return sign + oneDecimal.format(abs / 1000) + 'K';
  return sign + String(abs);
}

/** Comma thousands separator: 1234567.5 -> "1,234,567.5". */
export function formatThousands(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return String(value);
  return grouped.format(n);
}

/**
 * An amount in a currency, written the same on every page that sells ("MYR 22.46", "USD 0.99"); no currency, the
 * bare amount. A price that is not a number is shown as given.
 */
export function formatMoney(amount: number | string, currency: string | undefined): string {
  if (typeof amount === 'string' && (amount.trim() === '' || !Number.isFinite(Number(amount)))) return amount;
  return `${currency ?? ''} ${formatThousands(amount)}`.trim();
}

/** Recharge products sold through the app are priced in US dollars. */
export const STORE_CURRENCY = 'USD';

const UNITS = ['B', 'KB', 'M', 'G'] as const;

/** File size with units B, KB, M, G (base 1024, up to two decimals). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0B';
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Math.round(size * 100) / 100}${UNITS[unit]}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(input: Date | number | string): Date {
  return input instanceof Date ? input : new Date(input);
}

/** Local date as YYYY-MM-DD; empty string for an invalid date. */
export function formatDate(input: Date | number | string): string {
  const d = toDate(input);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Local time as HH:mm (24 hours); empty string for an invalid date. */
export function formatTime(input: Date | number | string): string {
  const d = toDate(input);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A date written out in a language (en: "December 28, 2026", th: "28 ธันวาคม 2569", vi: "28 tháng 12, 2026"), in the
 * viewer's time zone; empty string for an invalid date. `language` is a language tag (en, ms, th, fil, vi).
 */
export function formatDateText(input: Date | number | string, language: string): string {
  const d = toDate(input);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(d);
}

/**
 * Number, size, date and time formatting shown on campaign pages.
 */

import { dateTextFormat, numberFormat as intl } from './numberFormats';

/**
 * 1,000 and above as K, 1,000,000 and above as M, at most one decimal, comma groups in thousands of M
 * (919241 -> "919.2K", 2480000 -> "2.5M", 1000 -> "1K", 2.5e9 -> "2,500M").
 */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const thousands = intl(1, false).format(abs / 1000);
  if (abs >= 1_000_000 || Number(thousands) >= 1000) return `${sign}${intl(1, true).format(abs / 1_000_000)}M`;
  if (abs >= 1000) return `${sign}${thousands}K`;
  return sign + intl(20, true).format(abs);
}

/** Comma thousands separator: 1234567.5 -> "1,234,567.5". */
export function formatThousands(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return String(value);
  return intl(20, true).format(n);
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
  return `${intl(2, false).format(size)}${UNITS[unit]}`;
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

/** The viewer's offset from UTC at that instant: "UTC", "UTC+8", "UTC-3:30". */
export function utcOffsetText(d: Date): string {
  const offset = -d.getTimezoneOffset();
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  return `UTC${offset > 0 ? '+' : '-'}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

/**
 * Local date and time with the time zone they are in, "2026-12-01 22:59 (UTC+8)": a time a rule sets (a draw that
 * closes at 22:59 UTC+8) reads right wherever the viewer is. Empty string for an invalid date.
 */
export function formatDateTimeZone(input: Date | number | string): string {
  const d = toDate(input);
  if (Number.isNaN(d.getTime())) return '';
  return `${formatDate(d)} ${formatTime(d)} (${utcOffsetText(d)})`;
}

/**
 * A date written out in a language (en: "December 28, 2026", th: "28 ธันวาคม 2569", vi: "28 tháng 12, 2026"), in the
 * viewer's time zone; empty string for an invalid date. `language` is a language tag (en, ms, th, fil, vi).
 */
export function formatDateText(input: Date | number | string, language: string): string {
  const d = toDate(input);
  if (Number.isNaN(d.getTime())) return '';
  return dateTextFormat(language).format(d);
}

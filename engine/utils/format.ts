/**
 * Number, size, date and time formatting shown on campaign pages (P§9).
 */

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false });
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** 1,000 and above as K, 1,000,000 and above as M, at most one decimal (919241 -> "919.2K", 2480000 -> "2.5M", 1000 -> "1K"). */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000 || Number(oneDecimal.format(abs / 1000)) >= 1000) return sign + oneDecimal.format(abs / 1_000_000) + 'M';
  if (abs >= 1000) return sign + oneDecimal.format(abs / 1000) + 'K';
  return sign + String(abs);
}

/** Comma thousands separator: 1234567.5 -> "1,234,567.5". */
export function formatThousands(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return String(value);
  return grouped.format(n);
}

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

import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

// Counts the formatters built: Intl.NumberFormat behind a proxy that still builds them.
const original = Intl.NumberFormat;
let built = 0;
beforeEach(() => {
  vi.resetModules();
  built = 0;
  Intl.NumberFormat = new Proxy(original, { construct: (target, args) => ((built += 1), Reflect.construct(target, args)) });
});
afterEach(() => {
  Intl.NumberFormat = original;
});

describe('the page number formats', () => {
  it('are built once, by prepareNumberFormats: writing counts and amounts afterwards builds no other', async () => {
    const { numbersWritten, prepareNumberFormats } = await import('./numberFormats');
    const { formatCompactNumber, formatMoney, formatThousands } = await import('./format');
    prepareNumberFormats();
    expect(built).toBe(3);
    const written = numbersWritten();
    expect(formatThousands(1234567.5)).toBe('1,234,567.5');
    expect(formatCompactNumber(919241)).toBe('919.2K');
    expect(formatCompactNumber(2480000)).toBe('2.5M');
    expect(formatMoney(22.46, 'MYR')).toBe('MYR 22.46');
    prepareNumberFormats();
    expect(built).toBe(3);
    // Each number written counts (the prerender tells a first screen that writes numbers by it).
    expect(numbersWritten()).toBeGreaterThanOrEqual(written + 4);
  });

  it('are built on first use on a page that did not prepare them', async () => {
    const { formatThousands } = await import('./format');
    expect(built).toBe(0);
    expect(formatThousands(1000)).toBe('1,000');
    expect(built).toBe(1);
  });
});

describe('the date format', () => {
  it('is built once per language and counts as written', async () => {
    const dateFormat = Intl.DateTimeFormat;
    let dateFormats = 0;
    Intl.DateTimeFormat = new Proxy(dateFormat, { construct: (target, args) => ((dateFormats += 1), Reflect.construct(target, args)) });
    onTestFinished(() => void (Intl.DateTimeFormat = dateFormat));
    const { numbersWritten } = await import('./numberFormats');
    const { formatDateText } = await import('./format');
    const written = numbersWritten();
    const at = Date.UTC(2026, 11, 28, 12);
    expect(formatDateText(at, 'en')).toBe('December 28, 2026');
    expect(formatDateText(at + 86_400_000, 'en')).toBe('December 29, 2026');
    expect(formatDateText('not a date', 'en')).toBe('');
    expect(numbersWritten()).toBe(written + 2);
    expect(dateFormats).toBe(1);
    expect(formatDateText(at, 'vi')).toContain('2026');
    expect(dateFormats).toBe(2);
  });
});

import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCompactNumber, formatThousands, formatFileSize, formatDate, formatDateTimeZone, formatTime } from './format';
import { debounce, throttle } from './debounce';
import { isEmpty, isNumeric } from './checks';
import { loadOnce } from './loadOnce';
import { randomString } from './randomString';
import { vibrate } from './vibrate';
import { isAtLeast } from './version';

describe('number formatting', () => {
  it('K from 1,000 and M from 1,000,000 with one decimal', () => {
    expect(formatCompactNumber(919241)).toBe('919.2K');
    expect(formatCompactNumber(2480000)).toBe('2.5M');
    expect(formatCompactNumber(1000)).toBe('1K');
    expect(formatCompactNumber(1050)).toBe('1.1K');
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(999_960)).toBe('1M');
    expect(formatCompactNumber(-1500)).toBe('-1.5K');
    // Thousands of M keep the comma separator instead of a wall of digits.
    expect(formatCompactNumber(2_500_000_000)).toBe('2,500M');
    expect(formatCompactNumber(1e20)).toBe('100,000,000,000,000M');
  });
  it('rounds one decimal exactly as Intl en-US does (half away from zero on the shortest decimal form)', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false });
    const intlM = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    const values = [1450, 1449, 6550, 33050, 999_949, 999_950, 1_450_000, 1_250_000, 12.5, 0.04, 1e-7, 123_456_789_012_345_678];
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.random() * 10 ** (3 + (i % 9))));
    for (const v of values) {
      const base = v >= 1_000_000 || Number(intl.format(v / 1000)) >= 1000 ? `${intlM.format(v / 1_000_000)}M` : v >= 1000 ? `${intl.format(v / 1000)}K` : new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 }).format(v);
      expect(formatCompactNumber(v)).toBe(base);
    }
  });
  it('comma thousands separator', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands('9876.5')).toBe('9,876.5');
    expect(formatThousands(12)).toBe('12');
    expect(formatThousands(-1234.25)).toBe('-1,234.25');
    expect(formatThousands('not a number')).toBe('not a number');
  });
  it('groups exactly as Intl en-US does (up to 20 fraction digits)', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true, noDefaultInfinity: true })), (v) => {
        expect(formatThousands(v)).toBe(intl.format(v));
      }),
      { numRuns: 5000 },
    );
    for (const v of [0, -0, 999, 1000, 0.1, 1e21, 1e-7, 0.000001234567890123456, 123456789.123, -999_999]) expect(formatThousands(v)).toBe(intl.format(v));
  });
  it('file units B, KB, M, G', () => {
    expect(formatFileSize(512)).toBe('512B');
    expect(formatFileSize(1536)).toBe('1.5KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5M');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3G');
  });
  it('date YYYY-MM-DD and time HH:mm', () => {
    const d = new Date(2024, 0, 5, 9, 7, 30);
    expect(formatDate(d)).toBe('2024-01-05');
    expect(formatTime(d)).toBe('09:07');
    expect(formatDate('not a date')).toBe('');
  });
  it('date and time with the time zone they are in', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Kuala_Lumpur';
      expect(formatDateTimeZone('2026-12-01T22:59:00+08:00')).toBe('2026-12-01 22:59 (UTC+8)');
      process.env.TZ = 'UTC';
      expect(formatDateTimeZone('2026-12-01T22:59:00+08:00')).toBe('2026-12-01 14:59 (UTC)');
      process.env.TZ = 'Asia/Kolkata';
      expect(formatDateTimeZone('2026-12-01T22:59:00+08:00')).toBe('2026-12-01 20:29 (UTC+5:30)');
      expect(formatDateTimeZone('not a date')).toBe('');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('rate limiting', () => {
  afterEach(() => vi.useRealTimers());
  it('debounce waits 300 ms by default and runs once with the last arguments', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn);
    d(1);
    d(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
  });
  it('throttle runs at once, then at most once per 300 ms', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn);
    t('a');
    t('b');
    t('c');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('c');
    t.cancel();
  });
});

describe('checks', () => {
  it('emptiness covers undefined, null, empty string, object and array', () => {
    for (const v of [undefined, null, '', {}, []]) expect(isEmpty(v)).toBe(true);
    for (const v of [0, false, ' ', { a: 1 }, [0], new Date()]) expect(isEmpty(v)).toBe(false);
  });
  it('number check accepts digits with an optional decimal part', () => {
    for (const v of ['0', '12', '12.50', 7]) expect(isNumeric(v)).toBe(true);
    for (const v of ['', '-1', '1.', '.5', '1e3', ' 1', 'abc', NaN]) expect(isNumeric(v)).toBe(false);
  });
});

describe('randomString', () => {
  it('default length 32 from crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const s = randomString();
    expect(s).toHaveLength(32);
    expect(spy).toHaveBeenCalled();
    expect(randomString(8, 'ab')).toMatch(/^[ab]{8}$/);
    expect(randomString()).not.toBe(s);
    spy.mockRestore();
  });
});

describe('vibrate', () => {
  it('unsupported vibration is logged and returns false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(vibrate(100, {})).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
  it('uses navigator.vibrate when present', () => {
    const nav = { vibrate: vi.fn(() => true) };
    expect(vibrate(80, nav)).toBe(true);
    expect(nav.vibrate).toHaveBeenCalledWith(80);
  });
});

describe('version', () => {
  it('versions with different part counts are not comparable', () => {
    expect(isAtLeast('3.19.0', '3.14.0')).toBe(true);
    expect(isAtLeast('3.13.9', '3.14.0')).toBe(false);
    expect(isAtLeast('3.14', '3.14.0')).toBe(false);
  });
});

describe('loadOnce', () => {
  it('shares one load among callers, keeps what it gave, and tries again after a failed load', async () => {
    let calls = 0;
    let fail = true;
    const code = loadOnce(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return 'runner';
    });
    expect(code.loaded()).toBeUndefined();
    await expect(Promise.all([code.load(), code.load()])).rejects.toThrow('offline');
    expect(calls).toBe(1);
    fail = false;
    expect(await code.load()).toBe('runner');
    expect(await code.load()).toBe('runner');
    expect(calls).toBe(2);
    expect(code.loaded()).toBe('runner');
  });
});

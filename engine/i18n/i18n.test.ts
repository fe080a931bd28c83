import { describe, expect, it } from 'vitest';
import { createI18n, normalizePlaceholders } from './createI18n';
import { resolveLocale } from './resolveLocale';
import vi from '../../locales/vi.json';

describe('resolveLocale', () => {
  it('P§9: lang query first, then header language, then en', () => {
    expect(resolveLocale('th', 'ms')).toBe('th');
    expect(resolveLocale(undefined, 'ms')).toBe('ms');
    expect(resolveLocale('xx', 'yy')).toBe('en');
    expect(resolveLocale()).toBe('en');
  });
  it('E§1: vn is its own locale; regions and Tagalog codes are mapped', () => {
    expect(resolveLocale('vn')).toBe('vn');
    expect(resolveLocale('vi-VN')).toBe('vi');
    expect(resolveLocale('EN_us')).toBe('en');
    expect(resolveLocale('tl')).toBe('fil');
    expect(resolveLocale('ph')).toBe('ph');
  });
});

describe('createI18n', () => {
  it('P§9: initialised synchronously with the shared strings as namespace common', () => {
    const i18n = createI18n('en', { camp: { hello: 'Hello {name}' } });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello', { ns: 'camp', name: 'Ana' })).toBe('Hello Ana');
    expect(i18n.exists('errors.network', { ns: 'common' })).toBe(true);
  });

  it('E§1: {name} placeholders, not escaped (React escapes)', () => {
    const i18n = createI18n('en', { camp: { gift: '{name} sent {count} <gifts>' } });
    expect(i18n.t('gift', { ns: 'camp', name: '<b>Ana</b>', count: 3 })).toBe('<b>Ana</b> sent 3 <gifts>');
  });

  it("E§1: the shared files' {{name}} placeholders read as {name}", () => {
    expect(normalizePlaceholders({ a: 'Page {{ path }}', b: ['x {{n}}'] })).toEqual({ a: 'Page {path}', b: ['x {n}'] });
    const i18n = createI18n('en', { camp: { body: 'There is no page at {{path}}.' } });
    expect(i18n.t('body', { ns: 'camp', path: '/act/x' })).toBe('There is no page at /act/x.');
  });

  it('P§9: vn reads the vi pack; a missing key falls back to en', () => {
    const i18n = createI18n('vn', { camp: { only: 'Chỉ' } });
    expect(i18n.t('errors.network')).toBe((vi as { errors: { network: string } }).errors.network);
    expect(i18n.t('only', { ns: 'camp' })).toBe('Chỉ');
    const th = createI18n('th');
    th.addResourceBundle('en', 'camp', { enOnly: 'English only' });
    expect(th.t('enOnly', { ns: 'camp' })).toBe('English only');
  });

  it('instances are independent (one per render on the server)', () => {
    const a = createI18n('ms');
    const b = createI18n('th');
    expect(a.language).toBe('ms');
    expect(b.language).toBe('th');
  });
});

import { allLocalePacks } from './allLocalePacks';
import { describe, expect, it } from 'vitest';
import { createI18n, normalizePlaceholders } from './createI18n';
import { htmlLangOf, localesOf, packOf, PACKS, resolveLocale } from './resolveLocale';
import vi from '../../locales/vi.json';
import fil from '../../locales/fil.json';

describe('htmlLangOf', () => {
  it('gives the page a BCP 47 language: vn is vi, ph is fil, the others as they are', () => {
    expect(['en', 'ms', 'th', 'ph', 'fil', 'vi', 'vn'].map((l) => htmlLangOf(l as Parameters<typeof htmlLangOf>[0]))).toEqual(['en', 'ms', 'th', 'fil', 'fil', 'vi', 'vi']);
  });
});

describe('resolveLocale', () => {
  it('lang query first, then header language, then en', () => {
    expect(resolveLocale('th', 'ms')).toBe('th');
    expect(resolveLocale(undefined, 'ms')).toBe('ms');
    expect(resolveLocale('xx', 'yy')).toBe('en');
    expect(resolveLocale()).toBe('en');
  });
  it('vn is its own locale; regions and Tagalog codes are mapped', () => {
    expect(resolveLocale('vn')).toBe('vn');
    expect(resolveLocale('vi-VN')).toBe('vi');
    expect(resolveLocale('EN_us')).toBe('en');
    expect(resolveLocale('tl')).toBe('fil');
    expect(resolveLocale('ph')).toBe('ph');
  });
});

describe('createI18n', () => {
  it('initialised synchronously with the shared strings as namespace common', () => {
    const i18n = createI18n('en', { camp: { hello: 'Hello {name}' } }, allLocalePacks);
    expect(i18n.t('errors.network')).not.toBe('errors.network');
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello', { ns: 'camp', name: 'Ana' })).toBe('Hello Ana');
    expect(i18n.exists('errors.network', { ns: 'common' })).toBe(true);
  });

  it('{name} placeholders, not escaped (React escapes)', () => {
    const i18n = createI18n('en', { camp: { gift: '{name} sent {count} <gifts>' } }, allLocalePacks);
    expect(i18n.t('gift', { ns: 'camp', name: '<b>Ana</b>', count: 3 })).toBe('<b>Ana</b> sent 3 <gifts>');
  });

  it("the shared files' {{name}} placeholders read as {name}", () => {
    expect(normalizePlaceholders({ a: 'Page {{ path }}', b: ['x {{n}}'] })).toEqual({ a: 'Page {path}', b: ['x {n}'] });
    const i18n = createI18n('en', { camp: { body: 'There is no page at {{path}}.' } }, allLocalePacks);
    expect(i18n.t('body', { ns: 'camp', path: '/act/x' })).toBe('There is no page at /act/x.');
  });

  it('ph reads the fil pack, as vn reads vi: one rule (packOf), no copy of the strings', () => {
    expect(PACKS).toEqual(['en', 'ms', 'th', 'fil', 'vi']);
    expect((['en', 'ms', 'th', 'ph', 'fil', 'vi', 'vn'] as const).map(packOf)).toEqual(['en', 'ms', 'th', 'fil', 'fil', 'vi', 'vi']);
    expect(localesOf('fil')).toEqual(['fil', 'ph']);
    expect(localesOf('vi')).toEqual(['vi', 'vn']);
    const ph = createI18n('ph', { camp: { only: 'Sa Filipino' } }, allLocalePacks);
    expect(ph.t('errors.network')).toBe((fil as { errors: { network: string } }).errors.network);
    expect(ph.t('errors.network')).not.toBe(createI18n('en').t('errors.network'));
    expect(ph.t('only', { ns: 'camp' })).toBe('Sa Filipino');
    expect(ph.t('widgets.countdown.days', { days: 2 })).toBe('2 araw');
  });

  it('vn reads the vi pack; a missing key falls back to en', () => {
    const i18n = createI18n('vn', { camp: { only: 'Chỉ' } }, allLocalePacks);
    expect(i18n.t('errors.network')).toBe((vi as { errors: { network: string } }).errors.network);
    expect(i18n.t('only', { ns: 'camp' })).toBe('Chỉ');
    const th = createI18n('th', {}, allLocalePacks);
    th.addResourceBundle('en', 'camp', { enOnly: 'English only' });
    expect(th.t('enOnly', { ns: 'camp' })).toBe('English only');
  });

  it('instances are independent (one per render on the server)', () => {
    const a = createI18n('ms', {}, allLocalePacks);
    const b = createI18n('th', {}, allLocalePacks);
    expect(a.language).toBe('ms');
    expect(b.language).toBe('th');
  });
});

describe('loadLocalePack', () => {
  // Each pack is a module the build plugin compiles from every widget's and campaign's strings on first import:
  // seconds on a quiet machine, several times that on a busy one, as for the build plugin's own tests.
  it('loads only the page language on demand; en needs no load; vn loads the vi pack', async () => {
    const { loadLocalePack } = await import('./loadLocalePack');
    expect(await loadLocalePack('en')).toEqual({});
    const th = await loadLocalePack('th');
    expect(Object.keys(th)).toEqual(['th']);
    expect(Object.keys(await loadLocalePack('vn'))).toEqual(['vi']);
    expect(Object.keys(await loadLocalePack('ph'))).toEqual(['fil']);
    const i18n = createI18n('th', {}, th);
    expect(i18n.t('shell.notFound.title')).not.toBe(createI18n('en').t('shell.notFound.title'));
    expect(createI18n('ms').t('shell.notFound.title')).toBe(createI18n('en').t('shell.notFound.title'));
  }, 90_000);
});

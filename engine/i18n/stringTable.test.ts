import { describe, expect, it, vi } from 'vitest';
import { COMMON_NS, StringTable, fillPlaceholders } from './stringTable';

function table(language: string): StringTable {
  const t = new StringTable(language);
  t.addResourceBundle('en', COMMON_NS, { gift: { sent: 'sent', count_one: '{count} gift', count_other: '{count} gifts' }, dotted: { 'a.b': 'flat key with a dot' } });
  t.addResourceBundle('en', 'camp', { hello: 'Hello {name}', items_zero: 'nothing', items_one: 'one item', items_other: '{count} items' });
  t.addResourceBundle('vi', 'camp', { hello: 'Xin chào {name}', items_other: '{count} món' });
  t.addResourceBundle('fil', 'camp', { items_one: '{count} bagay', items_other: '{count} na bagay' });
  return t;
}

describe('StringTable', () => {
  it('reads the page language, then the pack it reads (vn: vi), then en; then the shared strings', () => {
    const vn = table('vn');
    expect(vn.languages).toEqual(['vn', 'vi', 'en']);
    expect(vn.t('hello', { ns: 'camp', name: 'Ana' })).toBe('Xin chào Ana');
    expect(vn.t('gift.sent', { ns: 'camp' })).toBe('sent');
    expect(table('th').t('hello', { ns: 'camp', name: 'Ana' })).toBe('Hello Ana');
    expect(table('en').t('missing.key', { ns: 'camp' })).toBe('missing.key');
    expect(table('en').exists('missing.key', { ns: 'camp' })).toBe(false);
  });

  it('chooses a plural form by the language\'s plural rules, the zero form first for 0', () => {
    const en = table('en');
    expect([0, 1, 2].map((count) => en.t('items', { ns: 'camp', count }))).toEqual(['nothing', 'one item', '2 items']);
    // Vietnamese has one form for every number; its own text wins over en's forms.
    expect([1, 2].map((count) => table('vi').t('items', { ns: 'camp', count }))).toEqual(['1 món', '2 món']);
    // Filipino: "one" covers 1, 2 and 3 but not 4 (Intl.PluralRules('fil')), so an "== 1" rule would be wrong.
    expect([1, 2, 4].map((count) => table('fil').t('items', { ns: 'camp', count }))).toEqual(['1 bagay', '2 bagay', '4 na bagay']);
    expect(table('en').lookupIn(COMMON_NS, 'gift.count', 1)).toBe('{count} gift');
  });

  it('finds keys written with dots in a flat table as well as nested ones', () => {
    expect(table('en').t('dotted.a.b')).toBe('flat key with a dot');
    expect(table('en').getResource('en', COMMON_NS, 'gift.sent')).toBe('sent');
  });

  it('merges bundles: deep keeps the texts there unless told to overwrite; a plain add replaces', () => {
    const t = table('en');
    t.addResourceBundle('en', 'camp', { hello: 'Hi', extra: 'x' }, true, false);
    expect([t.t('hello', { ns: 'camp', name: 'A' }), t.t('extra', { ns: 'camp' })]).toEqual(['Hello A', 'x']);
    t.addResourceBundle('en', 'camp', { hello: 'Hi {name}' }, true, true);
    expect(t.t('hello', { ns: 'camp', name: 'A' })).toBe('Hi A');
    t.addResourceBundle('en', 'camp', { hello: 'Hey {name}' });
    expect(t.t('hello', { ns: 'camp', name: 'A' })).toBe('Hey A');
  });

  it('a hostile key in a bundle changes no prototype', () => {
    const t = new StringTable('en');
    t.addResourceBundle('en', 'camp', JSON.parse('{"__proto__": {"polluted": "yes"}, "a": {"__proto__": {"polluted": "yes"}}}') as Record<string, unknown>, true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(t.t('polluted', { ns: 'camp' })).toBe('polluted');
  });

  it('a language change is told to its listeners once, and reads the new language', async () => {
    const t = table('en');
    const heard = vi.fn();
    t.on('languageChanged', heard);
    await t.changeLanguage('vi');
    await t.changeLanguage('vi');
    expect(heard.mock.calls).toEqual([['vi']]);
    expect(t.t('hello', { ns: 'camp', name: 'Ana' })).toBe('Xin chào Ana');
    t.off('languageChanged', heard);
    await t.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('placeholders without a value stay as written; numbers take the given format', () => {
    expect(fillPlaceholders('{a} and {{b}} and {c}', { a: 1200, b: null })).toBe('1200 and  and {c}');
    expect(fillPlaceholders('{n}', { n: 1200 }, (n) => n.toLocaleString('en'))).toBe('1,200');
  });
});

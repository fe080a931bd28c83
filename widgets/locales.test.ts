// The shared strings (locales/*.json and every widget's strings folder) as a user reads them: every widget
// translated in every language, Filipino translated, one wording per English source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKS, packOf, type Pack as Language } from '@engine/i18n/resolveLocale';
import { countsWithoutPluralForms } from '@engine/core/string-rules';
import { allLocalePacks } from '@engine/i18n/allLocalePacks';
import { createI18n } from '@engine/i18n/createI18n';
import { translate } from '@engine/react/translate';
import { stringsProblems } from '@engine/vite/strings-problems';
import { stringsFolders } from '@engine/vite/widget-files';
import { widgetSections } from '@engine/vite/widget-strings';
import { registry, sharedWidgetStrings } from './index';

type Pack = Record<string, unknown>;
const folders = stringsFolders(registry, sharedWidgetStrings);
const readPack = async (l: Language): Promise<Pack> => ({
  ...(JSON.parse(readFileSync(join(process.cwd(), `locales/${l}.json`), 'utf8')) as Pack),
  ...(await widgetSections(folders, folders.keys(), l)),
});
const packs = Object.fromEntries(await Promise.all(PACKS.map(async (l) => [l, await readPack(l)] as const))) as Record<Language, Pack>;
const LANGUAGES = PACKS;

function flatten(pack: Pack, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(pack)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Pack, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
const strings = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(packs[l]!)]));
const en = strings.en!;

// The slot machine's own strings are reviewed with the slot machine (its cockfight wording is not).
const SLOT_MACHINE = /^widgets\.slot-machine\.(?!cockfight\.)/;
// Kept in English on purpose: brand names, game terms (EXP, VIP, Level, Premium), placeholders only, and the development panel.
const KEPT = new Set([
  'shell.progress',
  'shell.dev.short',
  'shell.dev.title',
  'payments.channels.apple',
  'payments.channels.google',
  'payments.channels.huawei',
  'payments.channels.googleHuawei',
  'payments.pages.checkout.title',
  'payments.pages.method.names.GCASH',
  'payments.pages.method.names.MAYA',
  'payments.pages.method.names.TNG',
  'payments.pages.method.names.PROMPTPAY',
  'payments.pages.method.names.TRUEMONEY',
  'payments.pages.method.names.MOMO',
  'payments.pages.method.names.ZALOPAY',
  'widgets.user-chip.id',
  'widgets.reward-track.level',
  'widgets.reward-track.premium',
  'widgets.reward-track.levelN',
  'widgets.reward-track.needExp',
  'widgets.cash-prize-form.gcash',
  'widgets.share-button.facebook',
  'widgets.share-button.whatsapp',
  'widgets.diamond-pass.level',
  'widgets.diamond-pass.premium',
  'widgets.diamond-pass.levelN',
  'widgets.level-display.levelN',
  'widgets.level-display.current',
  'widgets.diamond-pass.expN',
  'widgets.diamond-pass.plusExp',
  'widgets.diamond-pass.progress',
  'widgets.achievement-list.level',
  'widgets.achievement-list.levelOf',
  'widgets.points-mall.bubbleGuns.price_one',
  'widgets.product-modal.count.waterGun_one',
]);

describe('shared strings', () => {
  it("every widget's strings have every key of en in every language (the failure names the widget, the key and the language)", async () => {
    expect(folders.size).toBeGreaterThan(20);
    expect(await stringsProblems(folders, PACKS)).toEqual([]);
  });

  it('a count before a plural word has plural forms (no "1 diamonds"): the failure names the key and the words', () => {
    expect(countsWithoutPluralForms(packs.en!).map((p) => p.message)).toEqual([]);
  });

  it('the plural check refuses a count before a plural word without plural forms, and accepts the forms', () => {
    const refused = (table: Record<string, unknown>) => countsWithoutPluralForms(table).map((p) => p.key);
    expect(refused({ a: '{{count}} diamonds', b: 'Worth {value} diamonds', c: 'Open {left} more boxes', d: '{price} Bubble Guns', e: { f: 'Only {n} stars left' } })).toEqual(['a', 'b', 'c', 'd', 'e.f']);
    expect(refused({ cost_one: '{count} diamond', cost_other: '{count} diamonds', g: '{name} asks to join', h: '{count} left', i: '{max} is the limit', j: 'Stars: {count}' })).toEqual([]);
    expect(countsWithoutPluralForms({ cost: '{count} diamonds' })[0]?.message).toBe(`'cost' says "{count} diamonds" without plural forms: write cost_one and cost_other and pass the number as count`);
  });

  it('a plural string reads the form of its number in every language, and its other form without a number', () => {
    const i18n = createI18n('en', {}, allLocalePacks);
    expect(translate(i18n, undefined, 'widgets.lucky-box.cost', { count: 1 })).toBe('1 diamond');
    expect(translate(i18n, undefined, 'widgets.lucky-box.cost', { count: 1500 })).toBe('1,500 diamonds');
    expect(translate(i18n, undefined, 'widgets.lucky-box.cost')).toBe('{count} diamonds');
    expect(translate(createI18n('fil', {}, allLocalePacks), undefined, 'widgets.lucky-box.cost', { count: 1 })).toBe('1 diamante');
    expect(translate(createI18n('th', {}, allLocalePacks), undefined, 'widgets.lucky-box.cost', { count: 1 })).toBe('1 เพชร');
  });

  it('ph reads the Filipino pack and vn the Vietnamese one: no copies', () => {
    expect(PACKS).toEqual(['en', 'ms', 'th', 'fil', 'vi']);
    expect([packOf('ph'), packOf('vn')]).toEqual(['fil', 'vi']);
    for (const folder of folders.values()) for (const copy of ['ph', 'vn']) expect(() => readFileSync(join(folder, `${copy}.yaml`)), join(folder, `${copy}.yaml`)).toThrow();
  });

  it('Filipino translates everything but brand names and game terms', () => {
    const english = [...strings.fil!].filter(([k, v]) => !SLOT_MACHINE.test(k) && en.get(k) === v && !KEPT.has(k)).map(([k]) => k);
    expect(english).toEqual([]);
  });

  it('Filipino says "diamante" for diamonds (Diamond Pass is a name)', () => {
    const english = [...strings.fil!].filter(([k, v]) => !SLOT_MACHINE.test(k) && /\bdiamonds?\b/i.test(v.replace(/Diamond Pass/g, ''))).map(([k, v]) => `${k}: ${v}`);
    expect(english).toEqual([]);
    expect(strings.fil!.get('widgets.diamond-pass.diamonds_one')).toBe('{amount} diamante');
    expect(strings.fil!.get('widgets.diamond-pass.diamonds_other')).toBe('{amount} diamante');
  });

  it('the same English says the same in every language', () => {
    const byEnglish = new Map<string, string[]>();
    for (const [k, v] of en) byEnglish.set(v, [...(byEnglish.get(v) ?? []), k]);
    const differing: string[] = [];
    for (const keys of byEnglish.values()) {
      if (keys.length < 2) continue;
      for (const l of LANGUAGES) {
        const said = new Set(keys.map((k) => strings[l]!.get(k) ?? en.get(k)));
        if (said.size > 1) differing.push(`${l}: ${keys.map((k) => `${k}=${strings[l]!.get(k)}`).join(', ')}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('the network failure message stays as the spec says; a failed action reads like the generic error', () => {
    expect(en.get('errors.network')).toBe('Network is busy, please try later.');
    expect(en.get('shell.runtime.failed')).toBe('Something went wrong. Please try again.');
  });

  it('one word and one key for Retry: every retry button reads shell.retry', () => {
    const retries = [...en].filter(([k, v]) => /(^|\.)retry$/i.test(k) || /^try again\.?$/i.test(v)).map(([k]) => k);
    expect(retries).toEqual(['shell.retry']);
  });

  it('the countdown writes days as a word, not a letter read as hours', () => {
    expect(strings.ms!.get('widgets.countdown.days')).toBe('{days} hari');
    expect(strings.fil!.get('widgets.countdown.days')).toBe('{days} araw');
  });

  it('Filipino warns that less than {minutes} minutes are left (not "no longer")', () => {
    expect(strings.fil!.get('widgets.diamond-pass.warnText_other')).toBe('Wala pang {minutes} minuto ang natitira sa season na ito. Mag-upgrade pa rin?');
  });
});

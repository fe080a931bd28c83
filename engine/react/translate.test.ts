import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { allLocalePacks } from '../i18n/allLocalePacks';
import { addCampaignStrings, translate } from './translate';

function setup(locale: 'th' | 'en' | 'vn') {
  const i18n = createI18n(locale, {}, allLocalePacks);
  addCampaignStrings(i18n, 'fest', {
    en: { title: 'Festival', onlyEn: 'English only', gifts_one: '{count} gift', gifts_other: '{count} gifts', hi: 'Hi {name}' },
    th: { title: 'เทศกาล', hi: 'สวัสดี {name}' },
    vi: { title: 'Lễ hội' },
  });
  return i18n;
}

describe('translate', () => {
  it('the page language first, then en for a key the language lacks; vn reads vi', () => {
    const th = setup('th');
    expect(translate(th, 'fest', 'title')).toBe('เทศกาล');
    expect(translate(th, 'fest', 'onlyEn')).toBe('English only');
    expect(translate(setup('vn'), 'fest', 'title')).toBe('Lễ hội');
  });

  it('placeholders are filled from values; plural forms follow count', () => {
    const en = setup('en');
    expect(translate(en, 'fest', 'hi', { name: '<b>Ana</b>' })).toBe('Hi <b>Ana</b>');
    expect(translate(en, 'fest', 'gifts', { count: 1 })).toBe('1 gift');
    expect(translate(en, 'fest', 'gifts', { count: 3 })).toBe('3 gifts');
    expect(translate(setup('th'), 'fest', 'hi', { name: 'Ana' })).toBe('สวัสดี Ana');
  });

  it('shared strings serve a key the campaign lacks (and common:<key>); an unknown key shows as given', () => {
    const en = setup('en');
    const network = translate(en, undefined, 'common:errors.network');
    expect(network).toBe('Network is busy, please try later.');
    expect(translate(en, 'fest', 'errors.network')).toBe(network);
    expect(translate(en, 'fest', 'Items sold out')).toBe('Items sold out');
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizeContent } from '../core/contentNames';
import { en } from '../core/messages/en';
import { MESSAGE_KEYS, message, SERVER_LANGS, serverLang } from '../core/messages';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe('server messages in the caller\'s language (the server words its own refusals)', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(() => h.close());

  it('every message exists in en, ms, th, ph and vi with the same placeholders, translated', () => {
    for (const lang of SERVER_LANGS) {
      for (const key of MESSAGE_KEYS) {
        const text = message(key, lang);
        expect(text.length, `${lang}.${key}`).toBeGreaterThan(0);
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(en[key]));
        if (lang !== 'en') expect(text, `${lang}.${key}`).not.toBe(en[key]);
      }
    }
  });

  it('language codes map to packs by the engine rule: vn reads vi, ph reads fil, unknown falls back to en', () => {
    expect(serverLang('vn')).toBe('vi');
    expect(serverLang('fil')).toBe('fil');
    expect(serverLang('ph')).toBe('fil');
    expect(serverLang('th-TH')).toBe('th');
    expect(serverLang('de')).toBe('en');
    expect(serverLang(undefined)).toBe('en');
  });

  it.each([
    ['en', 'Please enter secret code'], ['ms', 'Sila masukkan kod rahsia'], ['th', 'กรุณาใส่รหัสลับ'],
    ['ph', 'Ilagay ang secret code'], ['fil', 'Ilagay ang secret code'], ['vi', 'Vui lòng nhập mã bí mật'], ['vn', 'Vui lòng nhập mã bí mật'],
  ])('the language header %s picks the message language of the server', async (lang, text) => {
    const r = await h.call('/activity/happy-independence-day/cipher', { method: 'POST', lang, body: { code: '' } });
    expect(r).toEqual({ status: expect.any(Number), message: text });
  });

  it('the server reads client_language when language is absent', async () => {
    const res = await fetch(`${h.url}/vue/prodServer/activity/happy-independence-day/cipher`, { method: 'POST', headers: { client_language: 'th', 'content-type': 'application/json' }, body: '{}' });
    expect(((await res.json()) as { message: string }).message).toBe('กรุณาใส่รหัสลับ');
  });
});

describe('content names in the caller\'s language, as the real server sends them', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(() => h.close());

  const taskNames = async (lang: string) =>
    ((await h.call('/activity/diamondPass/userTaskList', { lang })) as { content: Array<{ name: string }> }).content.map((t) => t.name);

  it('Diamond Pass task names follow the language header; en is the written name', async () => {
    expect((await taskNames('en'))[0]).toBe('Log in today');
    expect((await taskNames('th'))[0]).toBe('เข้าสู่ระบบวันนี้');
    expect((await taskNames('vn'))[0]).toBe('Đăng nhập hôm nay');
    expect((await taskNames('fil'))[0]).toBe('Mag-log in ngayong araw');
  });

  it('every known name is translated in every language; people\'s names and unknown strings pass through', () => {
    for (const lang of SERVER_LANGS.filter((l) => l !== 'en')) {
      const out = localizeContent({ tasks: [{ name: 'Send any gift' }], gift: { name: 'Rose' }, user: { name: 'Aira✨' }, note: 'toString' }, lang);
      expect(out.tasks[0]!.name, lang).not.toBe('Send any gift');
      expect(out.gift.name, lang).not.toBe('Rose');
      expect(out.user.name).toBe('Aira✨');
      expect(out.note).toBe('toString');
    }
  });
});

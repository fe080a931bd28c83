// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

const KEY_TAIL = () => `${'Ab3'.repeat(10)}xy${Date.now()}.png`;

async function upload(h: Harness, sign: Json, fields: Record<string, string> = {}, file: Blob | null = new Blob(['png-bytes'], { type: 'image/png' })) {
  const form = new FormData();
  const all = { key: `${sign.dir}${KEY_TAIL()}`, policy: sign.policy, OSSAccessKeyId: sign.accessid, success_action_status: '200', signature: sign.signature, ...fields };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  if (file) form.set('file', file, 'shot.png');
  const res = await fetch(`${h.url}${sign.host}`, { method: 'POST', body: form });
  return { status: res.status, key: all.key };
}

describe('upload host and bug report', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  beforeEach(() => h.control({ reset: true }));
  afterAll(() => h.close());

  it('the signed host keeps a file sent with an issued signature and a key (directory + 32 random characters + timestamp + extension) inside the signed directory', async () => {
    const sign = await h.ok('/adaptation/aliyun/signForWeb');
    expect(sign).toMatchObject({ host: '/vue/sandbox/upload', accessid: expect.any(String), policy: expect.any(String), signature: expect.any(String) });
    const { status, key } = await upload(h, sign);
    expect(status).toBe(200);
    const state = await h.control();
    expect(state.received.uploads).toEqual([expect.objectContaining({ key, userId: '10002', type: 'image/png', size: 9 })]);
  });

  it('refuses a key outside the rule, a signature never issued, a missing file and a key used twice', async () => {
    const sign = await h.ok('/adaptation/aliyun/signForWeb');
    expect((await upload(h, sign, { key: `${sign.dir}shot.png` })).status).toBe(400);
    expect((await upload(h, sign, { key: `other/${KEY_TAIL()}` })).status).toBe(400);
    expect((await upload(h, sign, { signature: 'forged' })).status).toBe(403);
    expect((await upload(h, sign, {}, null)).status).toBe(400);
    expect((await upload(h, sign, {}, new Blob(['text'], { type: 'text/plain' }))).status).toBe(400);
    const first = await upload(h, sign);
    expect(first.status).toBe(200);
    expect((await upload(h, sign, { key: first.key })).status).toBe(409);
    expect((await h.control()).received.uploads).toHaveLength(1);
  });

  it('a report takes only screenshots its author uploaded, a category and a description; it keeps the app header fields', async () => {
    const sign = await h.ok('/adaptation/aliyun/signForWeb');
    const { key } = await upload(h, sign);
    const base = { description: 'The gift banner covers the seat list', category: 'display' };
    expect((await h.call('/admin/crush/report', { method: 'POST', body: { ...base, category: undefined } })).message).toBe('Please choose a category.');
    expect((await h.call('/admin/crush/report', { method: 'POST', body: { ...base, description: '  ' } })).status).not.toBe(0);
    const other = await h.call('/admin/crush/report', { method: 'POST', user: '10003', body: { ...base, images: [`/vue/sandbox/upload/${key}`] } });
    expect(other.message).toBe('A screenshot was not uploaded. Please add it again.');
    const ok = await h.call('/admin/crush/report', { method: 'POST', body: { ...base, images: [`/vue/sandbox/upload/${key}`] } });
    expect(ok).toMatchObject({ status: 0, message: 'Thank you, your report was received.' });
    const [report] = (await h.control()).received.bugReports;
    expect(report).toMatchObject({ userId: '10002', category: 'display', content: base.description, images: [key], app: { language: 'en' } });
  });
});

describe('questionnaire (sandbox-defined calls)', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  beforeEach(() => h.control({ reset: true }));
  afterAll(() => h.close());
  const answer = (body: Record<string, unknown>, user = '10002', lang = 'en') => h.call('/activity/questionnaire/answer', { method: 'POST', user, lang, body: { questionnaireId: 'naire-2026-q4', ...body } });
  const full = { q1: 'weekly', q2: ['draws', 'seasonal'], q3: 'mid', q4: 'More Thai events' };

  it('gives its questions in the caller language, with their rules', async () => {
    const naire = await h.ok('/activity/questionnaire/index', { lang: 'th' });
    expect(naire).toMatchObject({ id: 'naire-2026-q4', answered: false });
    expect(naire.questions[0]).toMatchObject({ name: 'q1', kind: 'choice', required: true, labelText: 'คุณเข้าห้องไลฟ์บ่อยแค่ไหน' });
    expect(naire.questions[1]).toMatchObject({ kind: 'multi-choice', max: 3 });
    expect(naire.questions[3]).toMatchObject({ kind: 'textarea', required: false, maxLength: 300 });
  });

  it('refuses missing required answers and answers not offered; takes one answer per user', async () => {
    expect((await answer({ ...full, q2: [] })).message).toBe('Please answer every required question.');
    expect((await answer({ ...full, q1: undefined }, '10002', 'ms')).message).toBe('Sila jawab setiap soalan yang wajib.');
    expect((await answer({ ...full, q1: 'never' })).message).toBe('An answer is not one of the choices offered.');
    expect((await answer({ ...full, q2: ['draws', 'seasonal', 'rankings', 'giftBags'] })).status).not.toBe(0);
    expect((await h.control()).received.naireAnswers).toHaveLength(0);
    expect(await answer({ ...full, q4: '' })).toMatchObject({ status: 0 });
    expect((await answer(full)).message).toBe('You have already answered this questionnaire.');
    expect(await h.ok('/activity/questionnaire/index')).toMatchObject({ answered: true });
    expect(await h.ok('/activity/questionnaire/index', { user: '10003' })).toMatchObject({ answered: false });
    expect((await h.control()).received.naireAnswers).toEqual([expect.objectContaining({ userId: '10002', answers: { q1: 'weekly', q2: ['draws', 'seasonal'], q3: 'mid', q4: null } })]);
  });
});

describe('upload with temporary credentials (the signing failed)', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(() => h.close());

  it('the cloud storage host keeps a file POSTed with issued credentials and a valid policy signature, and refuses a forged one', async () => {
    const { uploadFile } = await import('../../engine/upload/uploadFile');
    const { createHttpClient } = await import('../../engine/http');
    const http = createHttpClient({ baseUrl: `${h.url}/vue/prodServer`, getHeaders: () => ({ userid: '10005', language: 'en' }) });
    const failingSign = { request: (req: { path: string }) => (req.path === '/adaptation/aliyun/signForWeb' ? Promise.reject(new Error('signing down')) : http.request(req)) } as typeof http;
    const out = await uploadFile(new File(['png-bytes'], 'shot.png', { type: 'image/png' }), { http: failingSign, origin: h.url, fetch: (url, init) => fetch(new URL(String(url), h.url), init) });
    expect(out.url).toBe(`/vue/sandbox/cos-upload/${out.key}`);
    const kept = (await h.control()).received.uploads;
    expect(kept).toEqual([expect.objectContaining({ key: out.key, userId: '10005', type: 'image/png' })]);
    expect(out.key).toMatch(/^feedback\/\d{4}-\d{2}-\d{2}\/10005\/[A-Za-z0-9]{32}\d{13}\.png$/);

    const cred = await h.ok('/adaptation/tencent/getUploadToken', { user: '10005' });
    const form = new FormData();
    for (const [k, v] of Object.entries({ key: `${cred.dir}${KEY_TAIL()}`, policy: btoa('{}'), 'q-sign-algorithm': 'sha1', 'q-ak': cred.tmpSecretId, 'q-key-time': `${cred.startTime};${cred.expiredTime}`, 'q-signature': 'f'.repeat(40), 'x-cos-security-token': cred.sessionToken })) form.set(k, v);
    form.set('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    expect((await fetch(`${h.url}${cred.host}`, { method: 'POST', body: form })).status).toBe(403);
  });
});

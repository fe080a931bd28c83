// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile, getUploadToken, SIGN_PATH, TOKEN_PATH } from './uploadFile';
import { fileKey, extensionOf } from './fileKey';
import { cosPolicy, cosSignature } from './cosPost';
import { readImageFile, UploadError } from './readImageFile';
import type { HttpClient } from '../http/createHttpClient';
import { DEFAULT_ALLOWED_HOSTS, setAllowedHosts } from '../security/url';

beforeEach(() => setAllowedHosts([...DEFAULT_ALLOWED_HOSTS, 'oss.example.com']));
afterEach(() => setAllowedHosts(DEFAULT_ALLOWED_HOSTS));

const signature = { host: 'https://oss.example.com/bucket', dir: 'feedback/', accessid: 'AK', policy: 'POL', signature: 'SIG' };
const httpWith = (answers: Record<string, unknown>) =>
  ({ request: vi.fn(async (req: { path: string }) => answers[req.path]) }) as unknown as HttpClient & { request: ReturnType<typeof vi.fn> };

describe('file key', () => {
  it('dir + random string (default length 32) + timestamp + original extension', () => {
    expect(fileKey('img/', 'Photo.JPG', { now: () => 1700000000000, random: () => 'R' })).toBe('img/R1700000000000.jpg');
    const key = fileKey('d/', 'a.png', { now: () => 5 });
    expect(key).toMatch(/^d\/[A-Za-z0-9]{32}5\.png$/);
    expect(extensionOf('noext')).toBe('');
  });
});

describe('upload', () => {
  it('signs through signForWeb then POSTs the multipart form to the signed host', async () => {
    const http = httpWith({ [SIGN_PATH]: signature });
    const fetch = vi.fn(async () => new Response('', { status: 200 }));
    const file = new File(['x'], 'shot.jpeg', { type: 'image/jpeg' });
    const out = await uploadFile(file, { http, fetch: fetch as unknown as typeof globalThis.fetch, now: () => 42, random: () => 'abc' });
    expect(out).toEqual({ key: 'feedback/abc42.jpeg', url: 'https://oss.example.com/bucket/feedback/abc42.jpeg' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(signature.host);
    const form = init.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({ key: 'feedback/abc42.jpeg', policy: 'POL', OSSAccessKeyId: 'AK', success_action_status: '200', signature: 'SIG' });
    expect(form.get('file')).toBeInstanceOf(File);
  });

  it('a signed host outside the allowlist (and not same-origin) is refused before any upload', async () => {
    const http = httpWith({ [SIGN_PATH]: { ...signature, host: 'https://evil.example/up' } });
    const fetch = vi.fn();
    await expect(uploadFile(new File(['x'], 'a.png'), { http, fetch: fetch as unknown as typeof globalThis.fetch, origin: 'https://act.example' })).rejects.toMatchObject({ code: 'UPLOAD_HOST_NOT_ALLOWED' });
    expect(fetch).not.toHaveBeenCalled();
    const same = httpWith({ [SIGN_PATH]: { ...signature, host: 'https://act.example/oss' } });
    const ok = vi.fn(async () => new Response('', { status: 200 }));
    await expect(uploadFile(new File(['x'], 'a.png'), { http: same, fetch: ok as unknown as typeof globalThis.fetch, origin: 'https://act.example' })).resolves.toHaveProperty('key');
  });

  it('a failed upload rejects', async () => {
    const http = httpWith({ [SIGN_PATH]: signature });
    const down = vi.fn(async () => Promise.reject(new TypeError('offline')));
    await expect(uploadFile(new File(['x'], 'a.png'), { http, fetch: down as unknown as typeof globalThis.fetch })).rejects.toBeInstanceOf(UploadError);
    const refused = vi.fn(async () => new Response('', { status: 403 }));
    await expect(uploadFile(new File(['x'], 'a.png'), { http, fetch: refused as unknown as typeof globalThis.fetch })).rejects.toMatchObject({ code: 'UPLOAD_FAILED' });
  });

  it('temporary credentials come from getUploadToken', async () => {
    const creds = { tmpSecretId: 'i', tmpSecretKey: 'k', sessionToken: 's', startTime: 1, expiredTime: 2 };
    const http = httpWith({ [TOKEN_PATH]: creds });
    await expect(getUploadToken(http)).resolves.toEqual(creds);
  });
});

describe('reading an image', () => {
  it('reading with no file rejects with an image-file-not-found message', async () => {
    await expect(readImageFile(undefined)).rejects.toMatchObject({ code: 'IMAGE_FILE_NOT_FOUND', message: 'Image file not found' });
    await expect(uploadFile(null, { http: httpWith({}) })).rejects.toMatchObject({ code: 'IMAGE_FILE_NOT_FOUND' });
  });
  it('reads a file as a data URL', async () => {
    await expect(readImageFile(new Blob(['hi'], { type: 'image/png' }))).resolves.toMatch(/^data:image\/png;base64,/);
  });
});

describe('upload with temporary credentials (signing failed)', () => {
  const creds = { tmpSecretId: 'AKIDtest', tmpSecretKey: 'secret', sessionToken: 'session', startTime: 1700000000, expiredTime: 1700001800, bucket: 'pics-1250000000', region: 'ap-singapore', dir: 'feedback/' };

  it('when signForWeb fails, getUploadToken credentials sign a POST to the Singapore bucket', async () => {
    setAllowedHosts([...DEFAULT_ALLOWED_HOSTS, 'pics-1250000000.cos.ap-singapore.myqcloud.com']);
    const http = {
      request: vi.fn(async (req: { path: string }) => {
        if (req.path === SIGN_PATH) throw new Error('signing down');
        return creds;
      }),
    } as unknown as HttpClient;
    const fetch = vi.fn(async () => new Response('', { status: 200 }));
    const out = await uploadFile(new File(['x'], 'shot.png', { type: 'image/png' }), { http, fetch: fetch as unknown as typeof globalThis.fetch, now: () => 7, random: () => 'r' });
    expect(out).toEqual({ key: 'feedback/r7.png', url: 'https://pics-1250000000.cos.ap-singapore.myqcloud.com/feedback/r7.png' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://pics-1250000000.cos.ap-singapore.myqcloud.com');
    const form = init.body as FormData;
    const policy = cosPolicy(creds);
    expect(form.get('policy')).toBe(btoa(policy));
    expect(form.get('q-ak')).toBe('AKIDtest');
    expect(form.get('q-key-time')).toBe('1700000000;1700001800');
    expect(form.get('x-cos-security-token')).toBe('session');
    expect(form.get('q-signature')).toBe(await cosSignature('secret', '1700000000;1700001800', policy));
    expect(form.get('q-signature')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('the storage signature is HMAC-SHA1 over the SHA1 of the policy, keyed by HMAC-SHA1 of the key time', async () => {
    // Computed independently: sk = hmac_sha1("secret", "1;2"); sig = hmac_sha1(sk, sha1("{}")).
    expect(await cosSignature('secret', '1;2', '{}')).toBe('ae7afae3a5f261e573ecbea3d6ea1de44af7f11d');
  });

  it('with both the signing and the credentials failing, the upload rejects clearly and sends nothing', async () => {
    const http = { request: vi.fn(async () => Promise.reject(new Error('down'))) } as unknown as HttpClient;
    const fetch = vi.fn();
    await expect(uploadFile(new File(['x'], 'a.png'), { http, fetch: fetch as unknown as typeof globalThis.fetch })).rejects.toMatchObject({ code: 'UPLOAD_FAILED' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

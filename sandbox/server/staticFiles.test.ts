// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from './startSandboxServer';
import { compressed, precompress } from './compressedFiles';
import { isCompressible } from './staticFiles';

describe('serving the built app under /vue/', () => {
  let server: SandboxServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'assets', 'app-123.js'), 'console.log(1)');
    mkdirSync(join(dir, 'act', 'starlight'), { recursive: true });
    writeFileSync(join(dir, 'act', 'starlight', 'index.html'), '<!doctype html><title>prerendered</title>');
    server = await startSandboxServer({ port: 0, staticDir: dir, seed: 1 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files with their content type and long caching for hashed assets', async () => {
    const res = await fetch(`${server.url}/vue/assets/app-123.js`);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('dates pages at the sandbox\'s time, moved or not: a page that asks no API sets its clock from its own headers', async () => {
    await fetch(`${server.url}/vue/sandbox/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs: 10 * 86_400_000 }) });
    try {
      const res = await fetch(`${server.url}/vue/act/starlight`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      const dated = Date.parse(res.headers.get('date') ?? '');
      expect(Math.abs(dated - server.sandbox.clock.now())).toBeLessThan(2000);
      expect(dated - Date.now()).toBeGreaterThan(9 * 86_400_000);
    } finally {
      await fetch(`${server.url}/vue/sandbox/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs: 0 }) });
    }
  });

  const getEncoded = (path: string, accept = 'gzip') => new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    request(`${server.url}${path}`, { headers: { 'accept-encoding': accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });

  it('compresses text files with Brotli for browsers that accept it, else with gzip, and only for browsers that accept either', async () => {
    const br = await getEncoded('/vue/assets/app-123.js', 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log(1)');
    const gz = await getEncoded('/vue/assets/app-123.js');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log(1)');
    const plain = await new Promise<string | undefined>((resolve, reject) => {
      request(`${server.url}/vue/assets/app-123.js`, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        res.resume();
        resolve(res.headers['content-encoding']);
      }).on('error', reject).end();
    });
    expect(plain).toBeUndefined();
  });

  it('compresses a file once and reuses the bytes until the file changes, then serves the changed file', async () => {
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'first version');
    expect(gunzipSync((await getEncoded('/vue/notes.txt')).body).toString()).toBe('first version');
    expect(await compressed(file, 'gzip')).toBe(await compressed(file, 'gzip'));
    const before = await compressed(file, 'gzip');
    writeFileSync(file, 'second version, longer');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(gunzipSync((await getEncoded('/vue/notes.txt')).body).toString()).toBe('second version, longer');
    expect(await compressed(file, 'gzip')).not.toBe(before);
  });

  it('precompresses the text files of a folder ahead of the first request, and no picture', async () => {
    const script = join(dir, 'assets', 'app-123.js');
    const picture = join(dir, 'assets', 'photo.png');
    writeFileSync(picture, 'not text');
    const files = await precompress(dir, isCompressible);
    expect(files).toEqual(expect.arrayContaining([script, join(dir, 'index.html')]));
    expect(files).not.toContain(picture);
    expect(brotliDecompressSync(await compressed(script, 'br')).toString()).toBe('console.log(1)');
  });

  it("sends an API answer of some size gzip-compressed to a client that accepts it, a short one as it is", async () => {
    const ranking = await getEncoded('/vue/prodServer/marketing/rankingList/getData?classify=5&period=0&size=1000');
    expect(ranking.encoding).toBe('gzip');
    const answer = JSON.parse(gunzipSync(ranking.body).toString()) as { status: number; data: unknown };
    expect(answer.status).toBe(0);
    expect(ranking.body.length * 4).toBeLessThan(JSON.stringify(answer).length);
    const wallet = await getEncoded('/vue/prodServer/facade/wallet/get');
    expect(wallet.encoding).toBeUndefined();
    expect((JSON.parse(wallet.body.toString()) as { status: number }).status).toBe(0);
  });

  it('history-mode routes fall back to index.html', async () => {
    const res = await fetch(`${server.url}/vue/act/christmas?lang=th`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('a prerendered route is served its own page (with or without a trailing slash and query); others fall back', async () => {
    for (const path of ['/vue/act/starlight', '/vue/act/starlight/', '/vue/act/starlight?lang=en&immersive=1']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>prerendered</title>');
    }
    expect(await (await fetch(`${server.url}/vue/act/starlight2`)).text()).toContain('<title>app</title>');
    expect(await (await fetch(`${server.url}/vue/act`)).text()).toContain('<title>app</title>');
  });

  it('keeps answering the API next to the app, refuses paths outside the folder, 404s missing files', async () => {
    expect((await (await fetch(`${server.url}/vue/prodServer/facade/wallet/get`)).json())).toMatchObject({ status: 0 });
    expect((await fetch(`${server.url}/vue/%2e%2e/%2e%2e/etc/passwd`)).status).not.toBe(200);
    expect((await fetch(`${server.url}/vue/assets/missing.js`)).status).toBe(404);
    const raw = (path: string) => new Promise<number>((resolve) => request(`${server.url}${path}`, (res) => { res.resume(); resolve(res.statusCode ?? 0); }).end());
    expect(await raw('/vue/..%2f..%2f..%2fetc%2fpasswd')).toBe(403);
    expect(await raw('/vue/../../etc/passwd')).toBe(404);
    expect((await fetch(`${server.url}/`, { redirect: 'manual' })).headers.get('location')).toBe('/vue/');
  });
});

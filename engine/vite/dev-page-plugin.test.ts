// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devPagePlugin } from './dev-page-plugin';

let root: string;
let server: ViteDevServer | undefined;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'dev-page-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(root, { recursive: true, force: true });
});

async function start(): Promise<string> {
  server = await createServer({ root, configFile: false, logLevel: 'silent', base: '/vue/', server: { host: '127.0.0.1', port: 0 }, plugins: [devPagePlugin({ path: '/vue/reference', file: 'docs/reference.html' })] });
  await server.listen();
  return server.resolvedUrls!.local[0]!;
}

describe('dev page plugin (npm start serves the reference at /vue/reference)', () => {
  it('serves the file as HTML, read again on each request', async () => {
    await mkdir(join(root, 'docs'));
    await writeFile(join(root, 'docs', 'reference.html'), '<h1>Campaign reference</h1>');
    const base = await start();
    const res = await fetch(`${base}reference`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toBe('<h1>Campaign reference</h1>');
    await writeFile(join(root, 'docs', 'reference.html'), '<h1>Updated</h1>');
    expect(await (await fetch(`${base}reference/?x=1`)).text()).toBe('<h1>Updated</h1>');
  });

  it('says how to make the file when it is missing', async () => {
    const base = await start();
    const res = await fetch(`${base}reference`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('npm run reference');
  });
});

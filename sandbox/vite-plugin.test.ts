// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sandboxPlugin } from './vite-plugin';

/** A socket: `opened` once it is open, `message` with its first message (then it closes). */
function listen(url: string, protocol?: string) {
  const ws = protocol ? new WebSocket(url, protocol) : new WebSocket(url);
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const message = new Promise<string>((resolve, reject) => {
    ws.once('message', (d) => { resolve(String(d)); ws.close(); });
    ws.once('error', reject);
  });
  return { opened, message };
}

describe('sandboxPlugin() on the Vite dev server', () => {
  let server: ViteDevServer;
  let base: string;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-vite-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>dev</title>');
    server = await createServer({ configFile: false, root: dir, base: '/vue/', logLevel: 'silent', plugins: [sandboxPlugin({ seed: 2 })], server: { port: 0, host: '127.0.0.1' } });
    await server.listen();
    base = `127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /vue/prodServer calls over real HTTP', async () => {
    const body = await (await fetch(`http://${base}/vue/prodServer/facade/wallet/get`, { headers: { userid: '10003' } })).json();
    expect(body).toMatchObject({ status: 0, content: { userId: '10003', diamond: 20_000 } });
  });

  it('leaves other paths to Vite', async () => {
    expect(await (await fetch(`http://${base}/vue/`)).text()).toContain('<title>dev</title>');
  });

  it('pushes arrive on /vue/sandbox/ws while Vite\'s own HMR socket keeps working', async () => {
    const control = (body: object) => fetch(`http://${base}/vue/sandbox/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // The sandbox at noon in UTC+8, whatever the time of the run: rounds stop from 23:55 to 00:00 (game over).
    const noon = new Date();
    noon.setUTCHours(4, 0, 0, 0);
    await control({ offsetMs: noon.getTime() - Date.now() });
    const push = listen(`ws://${base}/vue/sandbox/ws`);
    await push.opened;
    await control({ advanceMs: 50_000 });
    expect(JSON.parse(await push.message)).toMatchObject({ payload: { event: 8016 } });
    expect(JSON.parse(await listen(`ws://${base}/vue/`, 'vite-hmr').message)).toMatchObject({ type: 'connected' });
  });
});

describe('sandboxPlugin() on the Vite preview server', () => {
  it('answers the API next to the built app (history fallback kept)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-preview-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>built</title>');
    const server = await preview({ configFile: false, root: dir, base: '/vue/', logLevel: 'silent', plugins: [sandboxPlugin({ seed: 2 })], preview: { port: 0, host: '127.0.0.1' } });
    try {
      const origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
      expect(await (await fetch(`${origin}/vue/prodServer/facade/wallet/get`, { headers: { userid: '10001' } })).json()).toMatchObject({ status: 0, content: { diamond: 300 } });
      expect(await (await fetch(`${origin}/vue/act/christmas`)).text()).toContain('<title>built</title>');
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

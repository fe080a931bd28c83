// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import WebSocket from 'ws';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { EN_STRINGS, VALID_YAML } from '../core/test-registry';
import { campaignsPlugin, isCampaignFile, type CampaignsPluginApi } from './campaigns-plugin';
import { serveCampaigns } from './campaigns-dev-server';
import type { CampaignStore } from './campaign-store';
import { declaredRegistry, root, tempCampaignSite, writeCampaign } from '@testing/vite/campaignSite';

tempCampaignSite();

describe('campaigns dev loop (npm start)', () => {
  let server: ViteDevServer | undefined;
  const sockets: WebSocket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await server?.close();
    server = undefined;
  });

  async function start(): Promise<{ api: CampaignsPluginApi; base: string }> {
    const plugin = campaignsPlugin({ dir: join(root, 'campaigns'), widgets: async () => declaredRegistry(), platformRoutes: { pages: [] } });
    server = await createServer({ root, configFile: false, logLevel: 'silent', base: '/vue/', server: { host: '127.0.0.1', port: 0 }, plugins: [plugin] });
    await server.listen();
    return { api: plugin.api!, base: server.resolvedUrls!.local[0]! };
  }

  /** A page's connection to the dev server: the messages it is sent. */
  async function page(): Promise<Array<{ type: string; err?: { message: string; loc?: { file: string; line: number; column: number } } }>> {
    const url = new URL(server!.resolvedUrls!.local[0]!);
    const ws = new WebSocket(`ws://${url.host}/vue/?token=${server!.config.webSocketToken}`, 'vite-hmr');
    sockets.push(ws);
    const messages: Array<{ type: string }> = [];
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as { type: string }));
    await expect.poll(() => messages.some((m) => m.type === 'connected')).toBe(true);
    return messages;
  }

  const edit = async (file: string, text: string) => {
    await writeFile(join(root, file), text);
    server!.watcher.emit('change', join(root, file));
  };
  const reloads = (messages: Array<{ type: string }>) => messages.filter((m) => m.type === 'full-reload').length;
  /** Edits a file and waits for the page to be told to reload (the file watcher may tell it twice). */
  const editReloads = async (messages: Array<{ type: string }>, file: string, text: string) => {
    const before = reloads(messages);
    await edit(file, text);
    await expect.poll(() => reloads(messages)).toBeGreaterThan(before);
  };

  it('a broken strings file shows in the overlay with its file:line:col after the reload, and clears with the edit that fixes it', async () => {
    await writeCampaign('christmas', VALID_YAML);
    const { api } = await start();
    const first = await page();
    expect(await api.overlay()).toBeUndefined();

    await editReloads(first, 'campaigns/christmas/strings/th.yaml', `${EN_STRINGS}title: Again\n`);
    const reloaded = await page();
    await expect.poll(() => reloaded.find((m) => m.type === 'error')?.err).toMatchObject({ loc: { file: join(root, 'campaigns/christmas/strings/th.yaml'), line: EN_STRINGS.split('\n').length } });
    const shown = reloaded.find((m) => m.type === 'error')!.err!;
    expect(shown.message).toMatch(/^1 campaign error \(the pages show them too\):\ncampaigns\/christmas\/strings\/th\.yaml:6:1 /);

    // An emptied strings file is named for what it is, not as a campaign definition.
    await edit('campaigns/christmas/strings/th.yaml', '');
    await expect.poll(async () => (await api.overlay())?.message).toContain('campaigns/christmas/strings/th.yaml:1:1 (file) file is empty; expected a mapping of string keys to texts');
    expect((await api.overlay())?.message).not.toContain('campaign definition');

    await editReloads(first, 'campaigns/christmas/strings/th.yaml', EN_STRINGS);
    expect(await api.overlay()).toBeUndefined();
    // The page reloaded after the fix is not shown the error again.
    const fixed = await page();
    await editReloads(fixed, 'campaigns/christmas/bg.png', 'png');
    expect(fixed.some((m) => m.type === 'error')).toBe(false);
  }, 60_000);

  it("a dev server checks every campaign as it starts listening, for the terminal; the test runner's (checkOnServe: false) checks none", () => {
    const started = (check: boolean) => {
      const store = { dir: () => join(root, 'campaigns'), checkAll: vi.fn(() => Promise.resolve(new Map())) } as unknown as CampaignStore & { checkAll: Mock };
      const on = vi.fn();
      const fake = { httpServer: { once: (_event: string, f: () => void) => f() }, watcher: { add: vi.fn(), on }, ws: { on: vi.fn() }, middlewares: { use: vi.fn() } };
      serveCampaigns(fake as unknown as ViteDevServer, { root, base: '/vue/', isBuild: false }, store, check);
      return { store, on };
    };
    expect(started(true).store.checkAll).toHaveBeenCalledTimes(1);
    const quiet = started(false);
    expect(quiet.store.checkAll).not.toHaveBeenCalled();
    // Its edits still reload the pages.
    expect(quiet.on).toHaveBeenCalledWith('change', expect.any(Function));
  });

  it('an edit of a fixture, an asset or the definition reloads the page; code beside the campaign does not', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await mkdir(join(root, 'campaigns', 'christmas', 'fixtures'), { recursive: true });
    await start();
    const open = await page();
    await editReloads(open, 'campaigns/christmas/fixtures/ranking.yaml', 'answer: { list: [] }\n');
    await editReloads(open, 'campaigns/christmas/bg.png', 'png2');
    await editReloads(open, 'campaigns/christmas/campaign.yaml', VALID_YAML.replace('limit: 30', 'limit: 20'));
    expect(['fixtures/ranking.yaml', 'strings/th.yaml', 'campaign.yaml', 'bg.png', 'intro.svga', 'clip.mp4', 'sound.mp3'].every((f) => isCampaignFile(`/c/campaigns/christmas/${f}`))).toBe(true);
    expect(['strings.test.ts', 'helper.ts', '.campaign.yaml.swp', 'campaign.yaml~'].some((f) => isCampaignFile(`/c/campaigns/christmas/${f}`))).toBe(false);
  }, 60_000);

  it('serves the gallery of every campaign: its state, its routes, and links into each phase and each language', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeCampaign('broken', VALID_YAML.replace('id: christmas', 'id: broken').replace('/act/christmas', '/act/broken').replace('- type: button', '- type: buton'));
    const { base } = await start();
    const res = await fetch(`${base}campaigns`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const card = (id: string) => html.slice(html.indexOf(`data-id="${id}"`), html.indexOf('</li>', html.indexOf(`data-id="${id}"`)));
    expect(card('christmas')).toContain('<span class="ok">valid</span>');
    expect(card('christmas')).toContain('<small>Christmas</small>');
    expect(card('christmas')).toContain('<a href="/vue/act/christmas">/act/christmas</a>');
    for (const phase of ['notStarted', 'preheat', 'running', 'ended']) expect(card('christmas')).toMatch(new RegExp(`href="/vue/act/christmas\\?at=[^"]+">${phase}</a>`));
    for (const lang of ['en', 'ms', 'th', 'ph', 'fil', 'vi']) expect(card('christmas')).toContain(`href="/vue/act/christmas?lang=${lang}"`);
    expect(card('broken')).toContain('<span class="bad">1 error</span>');
    expect(card('broken')).toContain("campaigns/broken/campaign.yaml:25:11 page[1].type unknown widget type 'buton'; did you mean 'button'?");
    expect(card('broken')).toContain('<a href="/vue/act/broken">/act/broken</a>');
  }, 60_000);
});

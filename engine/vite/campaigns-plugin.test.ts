// @vitest-environment node
import { readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../core/registry';
import { VALID_YAML } from '../core/test-registry';
import type { WidgetRegistry } from '../core/types';
import { campaignsPlugin } from './campaigns-plugin';
import { declaredRegistry, root, tempCampaignSite, writeCampaign, writeWidget } from '@testing/vite/campaignSite';
import { importWidgetsIndex, stringsFolders } from './widget-files';
import { readStrings } from './widget-strings';

tempCampaignSite();
const readText = (file: string) => readFileSync(file, 'utf8');


const run = (command: 'build' | 'serve' = 'build', widgetsDir?: string) =>
  build({
    root,
    logLevel: 'silent',
    configFile: false,
    mode: command === 'build' ? 'production' : 'development',
    plugins: [campaignsPlugin({ dir: join(root, 'campaigns'), widgets: async () => declaredRegistry(widgetsDir), platformRoutes: { pages: ['/payments/:userCode'] } })],
    build: { outDir: join(root, 'dist'), assetsInlineLimit: 0, minify: false, rollupOptions: { input: join(root, 'entry.js'), preserveEntrySignatures: 'exports-only' } },
  });

async function outputText(): Promise<string> {
  const files = await readdir(join(root, 'dist'), { recursive: true });
  const js = files.filter((f) => String(f).endsWith('.js'));
  return (await Promise.all(js.map((f) => readFile(join(root, 'dist', String(f)), 'utf8')))).join('\n');
}

describe('campaigns Vite plugin', () => {
  it('compiles each campaign to data with hashed asset URLs, without the YAML parser', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await run();
    const files = (await readdir(join(root, 'dist'), { recursive: true })).map(String);
    const image = files.find((f) => /bg-[\w-]+\.png$/.test(f));
    expect(image).toBeDefined();
    const js = await outputText();
    expect(js).toContain('"/act/christmas"');
    expect(js).toContain('"Join now"');
    expect(js).toContain(image?.split('/').pop());
    expect(js).not.toMatch(/parseDocument|LineCounter|zod/);
  }, 60_000);

  it('each campaign module imports the definitions of the widgets it uses, and only those', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await run();
    const js = await outputText();
    // page types (not the layout widgets stack and modal) and the widget offering the slot-machine.resync step
    for (const type of ['button', 'ranking-list', 'slot-machine']) expect(js).toContain(`definition of ${type}`);
    for (const type of ['banner', 'stack', 'modal']) expect(js).not.toContain(`definition of ${type}`);
  }, 60_000);

  it('imports each definition from the module it declares', async () => {
    await writeCampaign('christmas', VALID_YAML);
    const elsewhere = join(root, 'lib', 'widgets');
    for (const type of ['button', 'ranking-list', 'slot-machine']) await writeWidget(elsewhere, type);
    await rm(join(root, 'widgets'), { recursive: true });
    await run('build', elsewhere);
    expect(await outputText()).toContain('definition of ranking-list');
  }, 60_000);

  it('fails the build when the module a needed widget declares does not exist or does not export it', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await rm(join(root, 'widgets', 'ranking-list'), { recursive: true });
    await writeFile(join(root, 'widgets', 'button', 'definition.ts'), 'export const other = { type: "banner", component: () => null };\n');
    const failed = run();
    await expect(failed).rejects.toThrow(/widget 'ranking-list' is registered but .*widgets\/ranking-list\/definition\.ts does not exist/);
    await expect(failed).rejects.toThrow(/widget 'button' is registered but .*widgets\/button\/definition\.ts exports no definition of it/);
  }, 60_000);

  it('fails the build with CLI-formatted errors for an invalid campaign', async () => {
    await writeCampaign('christmas', VALID_YAML.replace('- type: button', '- type: buton'));
    await expect(run()).rejects.toThrow(/campaigns\/christmas\/campaign\.yaml:25:11 page\[1\]\.type unknown widget type 'buton'; did you mean 'button'\?/);
  }, 60_000);

  it('a campaign showing a widget that compiles code at run time is listed as needing a document of its own', async () => {
    await writeCampaign('christmas', VALID_YAML);
    const evalBanner = (registry: WidgetRegistry) => createRegistry([...registry.values()].map((def) => (def.type === 'ranking-list' ? { ...def, contentPolicy: { scriptEval: 'test' } } : def)));
    const ctx = { addWatchFile: () => undefined, warn: () => undefined, error: (m: string) => { throw new Error(m); } };
    const listWith = async (registry: WidgetRegistry) => {
      const plugin = campaignsPlugin({ dir: join(root, 'campaigns'), widgets: async () => registry });
      (plugin.configResolved as unknown as (c: unknown) => void)({ root, command: 'serve' });
      return (plugin.load as unknown as (this: typeof ctx, id: string) => Promise<string>).call(ctx, '\0virtual:campaigns');
    };
    expect(await listWith(evalBanner(declaredRegistry()))).toContain('id: "christmas", routes: ["/act/christmas"], ownDocument: true, load: ');
    expect(await listWith(declaredRegistry())).not.toContain('ownDocument');
  });

  it("tells the build's chunk groups the code of the widgets declared everyPage: their folder's files, tests and stories aside", async () => {
    const everyPage = createRegistry([...declaredRegistry().values()].map((def) => (def.type === 'ranking-list' ? { ...def, everyPage: true } : def)));
    const plugin = campaignsPlugin({ dir: join(root, 'campaigns'), widgets: async () => everyPage });
    (plugin.configResolved as unknown as (c: unknown) => void)({ root, command: 'build', build: {} });
    expect(plugin.api.everyPageWidget(join(root, 'widgets', 'ranking-list', 'definition.ts'))).toBe(false);
    await (plugin.buildStart as unknown as () => Promise<void>)();
    const folder = join(root, 'widgets', 'ranking-list');
    for (const file of ['definition.ts', 'View.tsx', 'schema.ts']) expect(plugin.api.everyPageWidget(join(folder, file)), file).toBe(true);
    for (const file of [join(folder, 'View.test.tsx'), join(folder, 'View.stories.tsx'), join(root, 'widgets', 'banner', 'definition.ts'), join(root, 'widgets', 'ranking-list-extra', 'definition.ts')]) {
      expect(plugin.api.everyPageWidget(file), file).toBe(false);
    }
  });

  it('in development serves an invalid campaign as { errors } for the page to show', async () => {
    await writeCampaign('christmas', VALID_YAML.replace('limit: 30', 'limit: lots'));
    const plugin = campaignsPlugin({ dir: join(root, 'campaigns'), widgets: async () => declaredRegistry() });
    (plugin.configResolved as unknown as (c: unknown) => void)({ root, command: 'serve' });
    const ctx = { addWatchFile: () => undefined, warn: () => undefined, error: (m: string) => { throw new Error(m); } };
    const load = plugin.load as unknown as (this: typeof ctx, id: string) => Promise<string>;
    const list = await load.call(ctx, '\0virtual:campaigns');
    expect(list).toContain('id: "christmas", routes: ["/act/christmas"], load: () => import("virtual:campaign/christmas")');
    const mod = await load.call(ctx, '\0virtual:campaign/christmas');
    const body = JSON.parse(mod.replace(/^export default /, '').replace(/;\n$/, '')) as { errors: Array<{ path: string; message: string }> };
    expect(body.errors[0]).toMatchObject({ path: 'page[0].children[0].props.limit' });
    expect(body.errors[0]?.message).toContain('found string "lots"');
  });

  it('fails the build when two campaigns have the same route, naming both files', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeCampaign('xmas-copy', VALID_YAML.replace('id: christmas', 'id: xmas-copy'));
    const failure = run().then(() => undefined, (e: unknown) => String(e));
    const message = await failure;
    expect(message).toContain('campaigns/christmas/campaign.yaml:4:10 routes[0] route /act/christmas is also a route of campaigns/xmas-copy/campaign.yaml');
    expect(message).toContain('campaigns/xmas-copy/campaign.yaml:4:10 routes[0] route /act/christmas is also a route of campaigns/christmas/campaign.yaml');
  }, 60_000);

  it('fails the build when two campaigns have the same id, or a route of a platform page', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeCampaign('xmas-copy', VALID_YAML.replace('routes: [/act/christmas]', 'routes: [/act/copy, /payments/:code]'));
    const message = await run().then(() => '', (e: unknown) => String(e));
    expect(message).toContain("campaigns/xmas-copy/campaign.yaml:3:5 id campaign id 'christmas' is also the id of campaigns/christmas/campaign.yaml");
    expect(message).toContain('campaigns/xmas-copy/campaign.yaml:4:21 routes[1] route /payments/:code is the route of the platform page /payments/:userCode');
  }, 60_000);

  it('in development a campaign with a YAML syntax error keeps its route, serves its errors and prints them in the terminal', async () => {
    await writeCampaign('christmas', VALID_YAML.replace('limit: 30', 'limit: [30'));
    await writeCampaign('fine', VALID_YAML.replace('id: christmas', 'id: fine').replace('/act/christmas', '/act/fine'));
    const plugin = campaignsPlugin({ dir: join(root, 'campaigns'), widgets: async () => declaredRegistry(), platformRoutes: { pages: [] } });
    const printed: string[] = [];
    const logger = { error: (m: string) => printed.push(`error ${m}`), warn: (m: string) => printed.push(`warn ${m}`) };
    (plugin.configResolved as unknown as (c: unknown) => void)({ root, command: 'serve', logger });
    const ctx = { addWatchFile: () => undefined, warn: () => undefined, error: (m: string) => { throw new Error(m); } };
    const load = plugin.load as unknown as (this: typeof ctx, id: string) => Promise<string>;
    const list = await load.call(ctx, '\0virtual:campaigns');
    expect(list).toContain('id: "christmas", routes: ["/act/christmas"]');
    expect(list).toContain('id: "fine", routes: ["/act/fine"]');
    const mod = await load.call(ctx, '\0virtual:campaign/christmas');
    const body = JSON.parse(mod.replace(/^export default /, '').replace(/;\n$/, '')) as { errors: Array<{ file: string; line: number }> };
    expect(body.errors[0]).toMatchObject({ file: 'campaigns/christmas/campaign.yaml', line: 24 });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^error \[campaigns\] invalid campaign christmas \(its page shows these errors\):\ncampaigns\/christmas\/campaign\.yaml:24:\d+ /);
  });

  it('in development a campaign whose route another campaign has serves the error', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeCampaign('xmas-copy', VALID_YAML.replace('id: christmas', 'id: xmas-copy'));
    const plugin = campaignsPlugin({ dir: join(root, 'campaigns'), widgets: async () => declaredRegistry(), platformRoutes: { pages: [] } });
    (plugin.configResolved as unknown as (c: unknown) => void)({ root, command: 'serve', logger: { error: () => undefined, warn: () => undefined } });
    const ctx = { addWatchFile: () => undefined, warn: () => undefined, error: (m: string) => { throw new Error(m); } };
    const load = plugin.load as unknown as (this: typeof ctx, id: string) => Promise<string>;
    const mod = await load.call(ctx, '\0virtual:campaign/xmas-copy');
    expect(mod).toContain('route /act/christmas is also a route of campaigns/christmas/campaign.yaml');
  });

  it('in development the module imports the widget definitions and the components of its page by absolute path, as in the build', async () => {
    await writeCampaign('christmas', VALID_YAML);
    for (const type of ['ranking-list', 'stack']) await writeWidget(join(root, 'widgets'), type, true);
    const plugin = campaignsPlugin({ dir: join(root, 'campaigns'), widgets: async () => declaredRegistry() });
    (plugin.configResolved as unknown as (c: unknown) => void)({ root, command: 'serve' });
    const ctx = { addWatchFile: () => undefined, warn: () => undefined, error: (m: string) => { throw new Error(m); } };
    const load = plugin.load as unknown as (this: typeof ctx, id: string) => Promise<string>;
    const mod = await load.call(ctx, '\0virtual:campaign/christmas');
    expect(mod).toContain(`import { the_ranking_list as widget1 } from ${JSON.stringify(join(root, 'widgets', 'ranking-list', 'definition.ts'))};`);
    // The page's widgets whose declared component file is there (layout widgets too); the others load their own when shown;
    // not the modal, which loads its code when it first opens.
    expect(mod).toContain(`import component0 from ${JSON.stringify(join(root, 'widgets', 'ranking-list', 'View.tsx'))};`);
    expect(mod).toContain(`import component1 from ${JSON.stringify(join(root, 'widgets', 'stack', 'View.tsx'))};`);
    expect(mod).not.toContain('Modal.tsx');
    expect(mod).toContain('widgets: [widget0, widget1, widget2], components: { "ranking-list": component0, "stack": component1 }, firstScreen: ["button","ranking-list","stack"] };');
  });

  it("a campaign module holds its en strings and loads each other language's from a module of its own, with the strings its widgets show", async () => {
    const repo = process.cwd();
    const plugin = campaignsPlugin({ dir: join(repo, 'campaigns'), widgets: join(repo, 'widgets', 'index.ts') });
    (plugin.configResolved as unknown as (c: unknown) => void)({ root: repo, command: 'build', build: {}, logger: { error: () => undefined, warn: () => undefined } });
    const ctx = { addWatchFile: () => undefined, warn: () => undefined, error: (m: string) => { throw new Error(m); } };
    const load = plugin.load as unknown as (this: typeof ctx, id: string) => Promise<string>;
    const { parse } = await import('yaml');
    const strings = (lang: string) => parse(readText(join(repo, 'campaigns', 'starlight-festival', 'strings', `${lang}.yaml`))) as Record<string, string>;
    const index = await importWidgetsIndex(join(repo, 'widgets', 'index.ts'));
    const folders = stringsFolders(index.registry, index.shared);
    const shared = async (lang: 'en' | 'th', section: string) => (await readStrings(folders.get(section)!, lang)).strings;
    const mod = await load.call(ctx, '\0virtual:campaign/starlight-festival');
    expect(mod).toContain(JSON.stringify(strings('en').title));
    expect(mod).toContain(JSON.stringify(await shared('en', 'ranking-list')));
    // No other language's strings, and no strings of widgets the campaign does not use; ph reads fil, vn vi.
    expect(mod).not.toContain('"ph": () => import(');
    for (const lang of ['ms', 'th', 'fil', 'vi']) {
      expect(mod).not.toContain(strings(lang).title);
      expect(mod).toContain(`"${lang}": () => import("virtual:campaign-strings/starlight-festival/${lang}")`);
    }
    expect(mod).not.toContain(JSON.stringify(await shared('en', 'diamond-pass')));
    const th = await load.call(ctx, '\0virtual:campaign-strings/starlight-festival/th');
    const value = JSON.parse(th.replace(/^export default /, '').replace(/;\n$/, '')) as { strings: Record<string, string>; common: { widgets: Record<string, unknown> } };
    expect(value.strings).toEqual(strings('th'));
    expect(Object.keys(value.common.widgets).sort()).toEqual(['countdown', 'ranking-list', 'rewards-list']);
    expect(value.common.widgets['ranking-list']).toEqual(await shared('th', 'ranking-list'));
    await expect(load.call(ctx, '\0virtual:campaign-strings/starlight-festival/en')).rejects.toThrow(/no valid campaign/);
  }, 60_000);
});

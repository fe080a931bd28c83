import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { borrowed, lending, lentBy } from './build-handoff';
import { campaignsPlugin } from './campaigns-plugin';
import { localesPlugin } from './locales-plugin';

describe('build handoff', () => {
  it('collects what the plugins of a build lend, and nothing from the others', () => {
    const store = { checked: true };
    const plugins: Plugin[] = [{ name: 'plain' }, { name: 'lender', api: { lend: () => [['a', store]] } }, { name: 'other api', api: { overlay: () => undefined } }];
    expect([...lentBy(plugins)]).toEqual([['a', store]]);
  });

  it('lends only while the build it starts runs, and restores an outer loan after an inner one', async () => {
    expect(borrowed('a')).toBeUndefined();
    const seen = await lending(new Map([['a', 1]]), async () => {
      const inner = await lending(new Map([['a', 2]]), async () => borrowed<number>('a'));
      return [inner, borrowed<number>('a')];
    });
    expect(seen).toEqual([2, 1]);
    expect(borrowed('a')).toBeUndefined();
  });

  it('ends the loan when the build fails', async () => {
    await expect(lending(new Map([['a', 1]]), () => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
    expect(borrowed('a')).toBeUndefined();
  });

  const resolved = (ssr: boolean) => ({ root: process.cwd(), base: '/vue/', command: 'build', mode: 'production', logger: undefined, build: { ssr } });
  const configure = (plugin: Plugin, ssr: boolean) => (plugin.configResolved as (c: unknown) => void)(resolved(ssr));
  const lent = (plugin: Plugin) => (plugin.api as { lend(): Array<[string, unknown]> }).lend();

  it("gives a server build started during the loan the client build's campaigns, and any other build its own", async () => {
    const client = campaignsPlugin({ dir: 'campaigns', widgets: new Map() });
    configure(client, false);
    const [[key, store]] = lent(client) as [[string, unknown]];
    expect(key).toBe(`campaigns:${process.cwd()}/campaigns`);
    const server = campaignsPlugin({ dir: 'campaigns', widgets: new Map() });
    await lending(lentBy([client]), async () => configure(server, true));
    expect(lent(server)[0]![1]).toBe(store);
    const later = campaignsPlugin({ dir: 'campaigns', widgets: new Map() });
    configure(later, true);
    expect(lent(later)[0]![1]).not.toBe(store);
  });

  it('lends the widgets a build read for its language parts to its server build, which reads them no more', async () => {
    const loadContext = { addWatchFile: () => undefined, error: (m: string) => { throw new Error(m); } };
    const load = (plugin: Plugin, id: string) => (plugin.load as (this: unknown, id: string) => Promise<string>).call(loadContext, `\0${id}`);
    const client = localesPlugin({ widgets: 'widgets/index.ts' });
    configure(client, false);
    expect(lent(client)).toEqual([]);
    const [en, th] = await Promise.all([load(client, 'virtual:locales/en/core'), load(client, 'virtual:locales/th/core')]);
    expect(en).toContain('export default');
    expect(th).toContain('export default');
    const [[, widgets]] = lent(client) as [[string, Promise<unknown>]];
    const server = localesPlugin({ widgets: 'widgets/index.ts' });
    await lending(lentBy([client]), async () => configure(server, true));
    expect(lent(server)[0]![1]).toBe(widgets);
    expect(await load(server, 'virtual:locales/en/core')).toBe(en);
  });
});

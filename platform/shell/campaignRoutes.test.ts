import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { createRegistry, defineWidget } from '@engine/core/registry';
import { testCampaign } from '@testing/engine';
import { preloadCampaignEntry } from './campaignRoutes';

describe('preloading a campaign opened directly', () => {
  it("hands the campaign over (widgets registered) as soon as its module is in, before its widgets' code has loaded", async () => {
    let release!: () => void;
    const codeLoaded = new Promise<void>((r) => (release = r));
    const slow = defineWidget({
      type: 'slow-widget',
      version: 1,
      description: 'Code that arrives late.',
      props: z.object({}),
      component: async () => (await codeLoaded, { default: () => null }),
    });
    const campaign = { ...testCampaign({ id: 'early', routes: ['/act/early'], page: [{ type: 'slow-widget' }] }), widgets: [slow] };
    const registry = createRegistry([]);
    const onLoaded = vi.fn();
    const done = preloadCampaignEntry({ id: 'early', routes: ['/act/early'], load: async () => ({ default: campaign }) }, registry, onLoaded);
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1));
    expect(onLoaded.mock.calls[0]![0].definition.id).toBe('early');
    expect(registry.has('slow-widget')).toBe(true);
    let settled = false;
    void done.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    expect((await done)?.definition.id).toBe('early');
  });

  it('a campaign that cannot load is left to the page (undefined), and nothing is handed over', async () => {
    const onLoaded = vi.fn();
    const failed = await preloadCampaignEntry({ id: 'gone', routes: ['/act/gone'], load: async () => { throw new Error('offline'); } }, createRegistry([]), onLoaded);
    expect(failed).toBeUndefined();
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it("loads the strings of the page language with the campaign (vn reads vi), and hands over the campaign in that language", async () => {
    const vi_ = vi.fn(async () => ({ default: { strings: { title: 'Lễ hội' }, common: { widgets: { countdown: { days: 'ngày' } } } } }));
    const campaign = { ...testCampaign({ id: 'fest', routes: ['/act/fest'] }), common: { en: { widgets: { countdown: { days: 'days' } } } }, languages: { vi: vi_ } };
    const onLoaded = vi.fn();
    const entry = { id: 'fest', routes: ['/act/fest'], load: async () => ({ default: campaign }) };
    const shown = await preloadCampaignEntry(entry, createRegistry([]), onLoaded, 'vn');
    // The requests start with the campaign as its module gives it; the page gets it in its language.
    expect(onLoaded.mock.calls[0]![0].strings).toEqual({ en: { title: 'Test campaign' } });
    expect(shown?.strings).toEqual({ en: { title: 'Test campaign' }, vi: { title: 'Lễ hội' } });
    expect(shown?.common).toEqual({ en: { widgets: { countdown: { days: 'days' } } }, vi: { widgets: { countdown: { days: 'ngày' } } } });
    expect(vi_).toHaveBeenCalledTimes(1);
    expect(await preloadCampaignEntry(entry, createRegistry([]), undefined, 'vi')).toBe(shown);
    expect(vi_).toHaveBeenCalledTimes(1);
  });

  it('hands the campaign over as soon as its module is in, and resolves once the definitions it defers (a widget in a tab, from a later phase) are registered', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    const later = defineWidget({ type: 'later-widget', version: 1, description: 'Shown in a tab from a later phase.', props: z.object({}), component: async () => ({ default: () => null }) });
    const load = vi.fn(() => arrived.then(() => [later]));
    const page = [{ type: 'tabs', children: [{ type: 'tab', children: [{ type: 'later-widget', when: { phase: ['ended' as const] } }] }] }];
    const campaign = { ...testCampaign({ id: 'tabbed', routes: ['/act/tabbed'], page }), firstScreen: ['tab', 'tabs'], lazyWidgets: { types: ['later-widget'], heights: {}, load } };
    const registry = createRegistry([]);
    const onLoaded = vi.fn();
    const done = preloadCampaignEntry({ id: 'tabbed', routes: ['/act/tabbed'], load: async () => ({ default: campaign }) }, registry, onLoaded);
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(registry.has('later-widget')).toBe(false);
    release();
    expect((await done)?.definition.id).toBe('tabbed');
    expect(registry.get('later-widget')).toBe(later);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

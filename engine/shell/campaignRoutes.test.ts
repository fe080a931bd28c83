import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { createRegistry, defineWidget } from '../core/registry';
import { testCampaign } from '../testing';
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
});

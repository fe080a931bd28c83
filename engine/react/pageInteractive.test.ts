import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineWidget } from '../core/registry';
import { createTestServices } from '@testing/engine/createTestServices';
import { testCampaign } from '@testing/engine/testCampaign';
import { label } from '@testing/engine/fixtures';

afterEach(() => void vi.resetModules());

/** The engine's modules afresh: whether the page holds work back is kept per page (module). */
async function engine() {
  vi.resetModules();
  return { gate: await import('./pageInteractive'), widgets: await import('./render/widgetComponent') };
}

/** A widget whose code is fetched only when asked for, counting the fetches. */
function belowWidget() {
  const fetched = vi.fn(async () => ({ default: () => null }));
  return { fetched, def: defineWidget({ type: 'below', version: 1, description: 'Below the first screen.', props: z.object({}), component: fetched }) };
}

const campaign = testCampaign({ page: [{ type: 'label', props: { text: 'Top' } }, { type: 'below' }] });
const withFirstScreen = { ...campaign, firstScreen: ['label'] };

describe('work held back until the page is interactive', () => {
  it('a hydrating page fetches the code of the widgets below its first screen once it is interactive, not before', async () => {
    const { gate, widgets } = await engine();
    const { def, fetched } = belowWidget();
    const services = createTestServices({ registry: [label, def] });
    gate.deferUntilInteractive();
    await widgets.preloadCampaign(withFirstScreen, services.registry);
    // The first screen's code is in; what is below it is not asked for yet.
    expect(widgets.widgetSuspends(label)).toBe(false);
    expect(widgets.widgetSuspends(def)).toBe(true);
    expect(fetched).not.toHaveBeenCalled();
    gate.pageInteractive();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
  });

  it('a page rendered fresh holds nothing back', async () => {
    const { gate, widgets } = await engine();
    const { def, fetched } = belowWidget();
    const services = createTestServices({ registry: [label, def] });
    await widgets.preloadCampaign(withFirstScreen, services.registry);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    await expect(gate.whenInteractive()).resolves.toBeUndefined();
  });
});

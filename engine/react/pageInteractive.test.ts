// @vitest-environment jsdom
import { createElement } from 'react';
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
/** The widget below the first screen of the pages here, its code fetched by `component`. */
const below = (component: () => Promise<{ default: () => ReturnType<typeof createElement> | null }>) =>
  defineWidget({ type: 'below', version: 1, description: 'Below the first screen.', props: z.object({}), component });

function belowWidget() {
  const fetched = vi.fn(async () => ({ default: () => null }));
  return { fetched, def: below(fetched) };
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

describe('a hydrating page, below its first screen', () => {
  /** The engine's page modules afresh, with React, for a page prerendered with `server` and hydrated with `client`. */
  async function page() {
    const { gate, widgets } = await engine();
    const [{ CampaignPage }, { EngineProvider }, { layoutWidgets }, { renderToString }, { hydrateRoot }, { act }, { translated }] = await Promise.all([
      import('./CampaignPage'), import('./EngineProvider'), import('./layout'), import('react-dom/server'), import('react-dom/client'), import('react'), import('@testing/engine/fixtures'),
    ]);
    const view = (services: ReturnType<typeof createTestServices>, c: typeof campaign | ReturnType<typeof testCampaign>) => createElement(EngineProvider, { services }, createElement(CampaignPage, { campaign: c }));
    /** The prerendered markup in the document, hydrated with `tree`: `kept` is its paragraph showing `text`, taken before. */
    async function hydrated(html: string, tree: ReturnType<typeof view>, text: string) {
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const kept = [...container.querySelectorAll('p')].find((p) => p.textContent === text)!;
      const recoverable: unknown[] = [];
      const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: (error) => void recoverable.push(error) }));
      const skeleton = () => container.querySelector('[data-engine-skeleton]');
      return { kept, recoverable, skeleton, unmount: () => (act(() => root.unmount()), container.remove()) };
    }
    return { gate, widgets, layoutWidgets, renderToString, act, translated, view, hydrated };
  }

  it('a widget whose code comes once it is interactive keeps its prerendered markup until then and is hydrated in place', async () => {
    const { gate, widgets, layoutWidgets, renderToString, act, view, hydrated } = await page();
    const Below = () => createElement('p', null, 'Below text');
    const server = createTestServices({ registry: [...layoutWidgets, label, below(async () => ({ default: Below }))] });
    await widgets.preloadWholePage(withFirstScreen, server.registry);
    const html = renderToString(view(server, withFirstScreen));
    const fetched = vi.fn(() => new Promise<{ default: typeof Below }>((resolve) => setTimeout(() => resolve({ default: Below }), 0)));
    const client = createTestServices({ registry: [...layoutWidgets, label, below(fetched)] });
    gate.deferUntilInteractive();
    await widgets.preloadCampaign(withFirstScreen, client.registry);
    const held = await hydrated(html, view(client, withFirstScreen), 'Below text');
    try {
      expect(fetched).not.toHaveBeenCalled();
      gate.pageInteractive();
      await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
      await act(() => fetched.mock.results[0]!.value);
      expect(held.kept.isConnected).toBe(true);
      expect(held.skeleton()).toBeNull();
      expect(held.recoverable).toEqual([]);
    } finally {
      held.unmount();
    }
  });

  it('the code held back may be fetched before the page is interactive (once its own code is in) and renders once it is', async () => {
    const { gate, widgets, layoutWidgets, renderToString, act, view, hydrated } = await page();
    const server = createTestServices({ registry: [...layoutWidgets, label, below(async () => ({ default: () => createElement('p', null, 'Below text') }))] });
    await widgets.preloadWholePage(withFirstScreen, server.registry);
    const html = renderToString(view(server, withFirstScreen));
    const rendered = vi.fn();
    const Below = () => (rendered(), createElement('p', null, 'Below text'));
    const fetched = vi.fn(async () => ({ default: Below }));
    const client = createTestServices({ registry: [...layoutWidgets, label, below(fetched)] });
    gate.deferUntilInteractive();
    await widgets.preloadCampaign(withFirstScreen, client.registry);
    expect(fetched).not.toHaveBeenCalled();
    gate.codeMayLoad();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    const held = await hydrated(html, view(client, withFirstScreen), 'Below text');
    try {
      // In, but not rendered: the page hydrated its first screen alone.
      expect(rendered).not.toHaveBeenCalled();
      gate.pageInteractive();
      await vi.waitFor(() => expect(rendered).toHaveBeenCalled());
      await act(() => gate.whenInteractive());
      expect(fetched).toHaveBeenCalledTimes(1);
      expect(held.kept.isConnected).toBe(true);
      expect(held.recoverable).toEqual([]);
    } finally {
      held.unmount();
    }
  });

  it('an answer that came in before it hydrated renders once it is interactive, not as hydration ends', async () => {
    const { gate, widgets, layoutWidgets, renderToString, act, translated, view, hydrated } = await page();
    const answered = testCampaign({
      strings: { en: { title: 'T', rich: 'Rich value: {rich}' } },
      data: { mall: { path: '/mall' } },
      page: [{ type: 'label', props: { text: 'Top' } }, { type: 'translated', props: { text: 'rich', values: { rich: '{{data.mall.richValue}}' } } }],
    });
    const server = createTestServices({ registry: [...layoutWidgets, label, translated] });
    await widgets.preloadWholePage(answered, server.registry);
    const html = renderToString(view(server, answered));
    const client = createTestServices({ registry: [...layoutWidgets, label, translated], responses: { '/mall': () => ({ richValue: 7 }) } });
    gate.deferUntilInteractive();
    await widgets.preloadCampaign(answered, client.registry);
    // The page's requests start before it hydrates: here the answer is in first.
    const { prefetchCampaignData } = await import('./prefetchCampaign');
    prefetchCampaignData(client, answered);
    await vi.waitFor(() => expect(client.queryClient.getQueryCache().getAll().every((q) => q.state.status === 'success')).toBe(true));
    const held = await hydrated(html, view(client, answered), 'Top');
    try {
      // Hydration is over and nothing else rendered: the skeleton the HTML shows is still there.
      expect(held.skeleton()).not.toBeNull();
      expect(document.body.textContent).not.toContain('Rich value');
      await act(async () => gate.pageInteractive());
      await vi.waitFor(() => expect(document.body.textContent).toContain('Rich value: 7'));
      expect(held.kept.isConnected).toBe(true);
      expect(held.recoverable).toEqual([]);
    } finally {
      held.unmount();
    }
  });

  it('the definitions its campaign defers are asked for once it is interactive; their nodes keep the prerendered markup and are hydrated in place', async () => {
    const { gate, widgets, layoutWidgets, renderToString, act, translated, view, hydrated } = await page();
    const strings = { en: { title: 'T', board: 'The board' } };
    const deferring = (load: () => Promise<readonly (typeof translated)[]>) => ({ ...testCampaign({ page: [{ type: 'label', props: { text: 'Top' } }, { type: 'translated', props: { text: 'board' } }], strings }), firstScreen: ['label'], lazyWidgets: { types: ['translated'], heights: {}, load } });
    const server = createTestServices({ registry: [...layoutWidgets, label] });
    const prerendered = deferring(async () => [translated]);
    await widgets.preloadWholePage(prerendered, server.registry);
    const html = renderToString(view(server, prerendered));
    expect(html).toContain('The board');

    // The deferred module arrives in a later task, as a chunk over the network does.
    const load = vi.fn(() => new Promise<readonly (typeof translated)[]>((resolve) => setTimeout(() => resolve([translated]), 0)));
    const client = createTestServices({ registry: [...layoutWidgets, label] });
    const campaign = deferring(load);
    gate.deferUntilInteractive();
    await widgets.preloadCampaign(campaign, client.registry);
    const held = await hydrated(html, view(client, campaign), 'The board');
    try {
      expect(load).not.toHaveBeenCalled();
      expect(held.kept.isConnected).toBe(true);
      gate.pageInteractive();
      await vi.waitFor(() => expect(client.registry.get('translated')).toBe(translated));
      await act(() => load.mock.results[0]!.value);
      expect(load).toHaveBeenCalledTimes(1);
      // The same element throughout: hydrated where it stood, never swapped for a placeholder.
      expect(held.kept.isConnected).toBe(true);
      expect(held.skeleton()).toBeNull();
      expect(held.recoverable).toEqual([]);
    } finally {
      held.unmount();
    }
  });
});

// A prerendered page hydrating with the same markup: data requested before it hydrates (prefetchCampaign.ts), and the widget definitions a campaign defers registered before it.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createTestServices } from '@testing/engine/createTestServices';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignPage } from './CampaignPage';
import { prefetchCampaignData } from './prefetchCampaign';
import { EngineProvider } from './EngineProvider';
import type { EngineServices } from './EngineServices';
import { layoutWidgets } from './layout';
import { preloadCampaign, preloadWholePage } from './render/widgetComponent';
import * as z from 'zod/mini';
import { defineWidget } from '../core/registry';
import { useApiQuery } from './hooks/useApiQuery';
import { label, testWidget, translated } from '@testing/engine/fixtures';

/** A widget with a data need (WidgetDefinition.requests) that it reads through useApiQuery. */
const wallet = defineWidget({
  type: 'wallet',
  version: 1,
  description: 'Shows the wallet.',
  props: z.object({}),
  requests: () => [{ path: '/user/wallet' }],
  component: async () => ({
    default: function Wallet() {
      const q = useApiQuery<{ diamonds: number }>({ path: '/user/wallet' });
      return <p>{q.isSuccess ? `Diamonds ${q.data.diamonds}` : 'Wallet loading'}</p>;
    },
  }),
});

const campaign = testCampaign({
  data: {
    ranking: { path: '/marketing/rankingList/getData', params: { size: 30 } },
    winners: { path: '/marketing/winners', phases: ['ended'] },
  },
  page: [
    { type: 'label', props: { text: 'Top of the ranking' } },
    { type: 'label', props: { text: '{{data.ranking.list[0].name}}' } },
    { type: 'wallet' },
  ],
});

const registry = [...layoutWidgets, label, wallet];
const ranking = { list: [{ name: 'Aurora' }] };
const tree = (services: EngineServices) => (
  <EngineProvider services={services}>
    <CampaignPage campaign={campaign} />
  </EngineProvider>
);

// hydrateRoot is driven directly here (not through testing-library's render), so React is told it runs under act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('data requested before hydration', () => {
  it('an answer that came in before hydration waits for it: same markup (no mismatch), then the data, with one request', async () => {
    const server = createTestServices({ registry });
    await preloadCampaign(campaign, server.registry);
    const html = renderToString(tree(server));
    expect(html).toContain('data-engine-skeleton');
    expect(html).not.toContain('Aurora');
    expect(html).toContain('Wallet loading');

    const client = createTestServices({ registry, responses: { '/marketing/rankingList/getData': ranking, '/user/wallet': { diamonds: 1200 } } });
    await preloadCampaign(campaign, client.registry);
    prefetchCampaignData(client, campaign);
    await waitFor(() => expect(client.queryClient.getQueryCache().getAll().map((q) => q.state.status)).toEqual(['success', 'success']));

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, tree(client), { onRecoverableError: (error) => void recoverable.push(error) });
    });
    await waitFor(() => expect(container.textContent).toContain('Aurora'));
    await waitFor(() => expect(container.textContent).toContain('Diamonds 1200'));
    expect(recoverable).toEqual([]);
    expect(container.textContent).toContain('Top of the ranking');
    expect(client.http.calls.map((c) => c.path)).toEqual(['/marketing/rankingList/getData', '/user/wallet']);
  });
});

/** A widget that reads no data, counting its renders. */
let stillRenders = 0;
const still = testWidget('still', 'Shows a fixed text.', z.object({}), function Still() {
  stillRenders += 1;
  return <p>Fixed text</p>;
});

describe('the renders after hydration', () => {
  it('a widget that reads no data renders once: neither the render that follows hydration nor the data that came in renders it again', async () => {
    const withStill = testCampaign({ data: campaign.definition.data, page: [{ type: 'label', props: { text: '{{data.ranking.list[0].name}}' } }, { type: 'still' }] });
    const view = (services: EngineServices) => (
      <EngineProvider services={services}>
        <CampaignPage campaign={withStill} />
      </EngineProvider>
    );
    const server = createTestServices({ registry: [...registry, still] });
    await preloadCampaign(withStill, server.registry);
    const html = renderToString(view(server));
    const client = createTestServices({ registry: [...registry, still], responses: { '/marketing/rankingList/getData': ranking } });
    await preloadCampaign(withStill, client.registry);
    prefetchCampaignData(client, withStill);
    await waitFor(() => expect(client.queryClient.getQueryCache().getAll().map((q) => q.state.status)).toEqual(['success']));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    stillRenders = 0;
    await act(async () => {
      root = hydrateRoot(container, view(client));
    });
    await waitFor(() => expect(container.textContent).toContain('Aurora'));
    expect(container.textContent).toContain('Fixed text');
    expect(stillRenders).toBe(1);
  });
});

/** A module that arrives in a later task than the code already in, as a chunk over the network does. */
const arrivingLater = <T,>(value: T) => () => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));

describe('definitions a campaign defers off its first load', () => {
  it('a widget in a tab, shown from a later phase: its definition is registered before the page hydrates, so the markup matches', async () => {
    const page = [
      {
        type: 'tabs',
        children: [
          { type: 'tab', props: { label: 'one' }, children: [{ type: 'label', props: { text: 'first tab' } }, { type: 'translated', when: { phase: ['ended' as const] }, props: { text: 'board' } }] },
          { type: 'tab', props: { label: 'two' }, children: [{ type: 'label', props: { text: 'second tab' } }] },
        ],
      },
    ];
    const strings = { en: { title: 'T', one: 'One', two: 'Two', board: 'The board' } };
    const withDeferred = (load: () => Promise<readonly (typeof translated)[]>) => ({ ...testCampaign({ page, strings }), firstScreen: ['label', 'tab', 'tabs'], lazyWidgets: { types: ['translated'], heights: {}, load } });
    const view = (services: EngineServices, campaign: ReturnType<typeof withDeferred>) => (
      <EngineProvider services={services}>
        <CampaignPage campaign={campaign} />
      </EngineProvider>
    );
    const server = createTestServices({ registry: [...layoutWidgets, label] });
    const prerendered = withDeferred(async () => [translated]);
    await preloadWholePage(prerendered, server.registry);
    const html = renderToString(view(server, prerendered));
    expect(html).toContain('first tab');
    expect(html).not.toContain('The board');

    const client = createTestServices({ registry: [...layoutWidgets, label] });
    const campaign = withDeferred(arrivingLater([translated]));
    await preloadCampaign(campaign, client.registry);
    expect(client.registry.get('translated')).toBe(translated);
    const warn = vi.spyOn(console, 'warn');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, view(client, campaign), { onRecoverableError: (error) => void recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('unknown widget type');
    expect(container.textContent).toContain('first tab');
    expect(container.textContent).not.toContain('The board');
    warn.mockRestore();
  });
});

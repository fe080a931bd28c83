// A prerendered page whose data was requested before it hydrates (prefetchCampaign.ts): data sources and widget data needs.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createTestServices } from '@testing/engine/createTestServices';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignPage } from './CampaignPage';
import { prefetchCampaignData } from './prefetchCampaign';
import { EngineProvider } from './EngineProvider';
import type { EngineServices } from './EngineServices';
import { layoutWidgets } from './layout';
import { preloadCampaign } from './render/widgetComponent';
import * as z from 'zod/mini';
import { defineWidget } from '../core/registry';
import { useApiQuery } from './hooks/useApiQuery';
import { label } from '@testing/engine/fixtures';

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

// A prerendered page whose data was requested before it hydrates (dataSourceQuery.prefetchCampaignData).
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createTestServices } from '../testing/createTestServices';
import { testCampaign } from '../testing/testCampaign';
import { CampaignPage } from './CampaignPage';
import { prefetchCampaignData } from './dataSourceQuery';
import { EngineProvider } from './EngineProvider';
import type { EngineServices } from './EngineServices';
import { layoutWidgets } from './layout';
import { preloadCampaign } from './render/widgetComponent';
import { label } from './test/fixtures';

const campaign = testCampaign({
  data: {
    ranking: { path: '/marketing/rankingList/getData', params: { size: 30 } },
    winners: { path: '/marketing/winners', phases: ['ended'] },
  },
  page: [
    { type: 'label', props: { text: 'Top of the ranking' } },
    { type: 'label', props: { text: '{{data.ranking.list[0].name}}' } },
  ],
});

const registry = [...layoutWidgets, label];
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
  it('requests only the sources the current phase fetches, with the parameters the page uses', () => {
    const services = createTestServices({ registry, responses: { '/marketing/rankingList/getData': ranking } });
    prefetchCampaignData(services, campaign);
    expect(services.http.calls).toEqual([{ path: '/marketing/rankingList/getData', method: 'GET', params: { size: 30 } }]);
  });

  it('an answer that came in before hydration waits for it: same markup (no mismatch), then the data, with one request', async () => {
    const server = createTestServices({ registry });
    await preloadCampaign(campaign, server.registry);
    const html = renderToString(tree(server));
    expect(html).toContain('data-engine-skeleton');
    expect(html).not.toContain('Aurora');

    const client = createTestServices({ registry, responses: { '/marketing/rankingList/getData': ranking } });
    await preloadCampaign(campaign, client.registry);
    prefetchCampaignData(client, campaign);
    await waitFor(() => expect(client.queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'));

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, tree(client), { onRecoverableError: (error) => void recoverable.push(error) });
    });
    await waitFor(() => expect(container.textContent).toContain('Aurora'));
    expect(recoverable).toEqual([]);
    expect(container.textContent).toContain('Top of the ranking');
    expect(client.http.calls).toHaveLength(1);
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignPage } from '../CampaignPage';
import { layoutWidgets } from '../layout';
import { boom, label, newOnly, renamed, repeat, translated } from '@testing/engine/fixtures';

const widgets = [...layoutWidgets, label, boom, renamed, newOnly, translated, repeat];

afterEach(() => vi.restoreAllMocks());

describe('page nodes: conditions, bindings, versions', () => {
  it('`when.phase` shows a node only in its phases and follows the clock', async () => {
    const campaign = testCampaign({
      page: [
        { type: 'label', props: { text: 'soon' }, when: { phase: 'preheat' } },
        { type: 'label', props: { text: 'live' }, when: { phase: ['running'] } },
      ],
    });
    const { services } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets, now: '2026-05-10T00:00:00+08:00' });
    expect(await screen.findByText('soon')).toBeInTheDocument();
    expect(screen.queryByText('live')).toBeNull();
    act(() => services.clock.set('2026-05-20T00:00:00+08:00'));
    expect(await screen.findByText('live')).toBeInTheDocument();
    expect(screen.queryByText('soon')).toBeNull();
  });

  it('`when.if` / `unless` read data: an empty list counts as false', async () => {
    const campaign = testCampaign({
      data: { ranking: { path: '/marketing/rankingList/getData' } },
      page: [
        { type: 'label', props: { text: 'has rows' }, when: { if: '{{data.ranking.list}}' } },
        { type: 'label', props: { text: 'no rows' }, when: { unless: '{{data.ranking.list}}' } },
      ],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets, responses: { '/marketing/rankingList/getData': { list: [] } } });
    expect(await screen.findByText('no rows')).toBeInTheDocument();
    expect(screen.queryByText('has rows')).toBeNull();
  });

  it('resolves bindings into props: data, user, query, period and embedded text', async () => {
    const campaign = testCampaign({
      data: { wallet: { path: '/facade/wallet/get', params: { uid: '{{user.id}}' } } },
      page: [
        { type: 'label', props: { text: 'Hi {{query.name}}, ends {{period.end}}', count: '{{data.wallet.diamonds}}' } },
      ],
    });
    const { services } = renderWithEngine(<CampaignPage campaign={campaign} />, {
      registry: widgets,
      env: { query: { name: 'Ana' }, user: { id: '42' } },
      responses: { '/facade/wallet/get': { diamonds: 150 } },
    });
    expect(await screen.findByText('Hi Ana, ends 2026-07-01T00:00:00+08:00 (150)')).toBeInTheDocument();
    expect(services.http.calls[0]).toMatchObject({ path: '/facade/wallet/get', params: { uid: '42' } });
  });

  it('`item` and `now` bindings: rows of a list and the engine time', async () => {
    const campaign = testCampaign({
      data: { ranking: { path: '/r' } },
      page: [
        { type: 'repeat', props: { rows: '{{data.ranking.list}}' }, children: [{ type: 'label', props: { text: '#{{item.rank}} {{item.name}}' } }] },
        { type: 'label', props: { text: 'now', count: '{{now}}' } },
      ],
    });
    const { services } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets, now: 1000, responses: { '/r': { list: [{ rank: 1, name: 'Ana' }, { rank: 2, name: 'Bo' }] } } });
    expect(await screen.findByText('#1 Ana')).toBeInTheDocument();
    expect(screen.getByText('#2 Bo')).toBeInTheDocument();
    expect(screen.getByText('now (1000)')).toBeInTheDocument();
    act(() => services.clock.advance(1000));
    expect(screen.getByText('now (2000)')).toBeInTheDocument();
  });

  it('below minAppVersion shows the fallback key; at or above shows the widget', async () => {
    const campaign = testCampaign({
      strings: { en: { title: 'T', updateApp: 'Please update the app' } },
      page: [{ type: 'new-only', props: { text: 'fancy' } }, { type: 'label', props: { text: 'node-level' }, when: { minAppVersion: '3.20.0' } }],
    });
    const old = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets, env: { appVersion: '3.13.9' } });
    expect(await screen.findByText('Please update the app')).toBeInTheDocument();
    expect(screen.queryByText('node-level')).toBeNull();
    old.unmount();
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets, env: { appVersion: '3.20.0' } });
    expect(await screen.findByText('fancy')).toBeInTheDocument();
    expect(screen.getByText('node-level')).toBeInTheDocument();
  });

  it('applies props migrations from the node version', async () => {
    const campaign = testCampaign({ page: [{ type: 'renamed', version: 1, props: { title: 'migrated' } }] });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    expect(await screen.findByText('migrated')).toBeInTheDocument();
  });
});

describe('widgets off the first screen', () => {
  it('a deferred widget shows its skeleton, then comes with its definition; a failed load offers a retry there alone', async () => {
    let fail = true;
    let loads = 0;
    const campaign = testCampaign({
      page: [
        { type: 'label', props: { text: 'on top' } },
        { type: 'translated', props: { text: 'below' } },
      ],
      strings: { en: { title: 'T', below: 'Below the first screen' } },
    });
    campaign.firstScreen = ['label'];
    campaign.lazyWidgets = {
      types: ['translated'],
      heights: { translated: 200 },
      load: async () => {
        loads += 1;
        if (fail) throw new Error('chunk failed');
        return [translated];
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const others = widgets.filter((w) => w !== translated);
    const { services } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: others });
    expect(await screen.findByText('on top')).toBeInTheDocument();
    // Its definition is not registered until it is needed; the load failed: the first screen stays, a retry is offered.
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('on top')).toBeInTheDocument();
    expect(services.registry.has('translated')).toBe(false);
    fail = false;
    act(() => retry.click());
    expect(await screen.findByText('Below the first screen')).toBeInTheDocument();
    expect(services.registry.get('translated')).toBe(translated);
    expect(loads).toBe(2);
  });

  it('a deferred widget inside a layout (a tab chosen later) is kept while its definition loads, then shown', async () => {
    const campaign = testCampaign({
      page: [
        {
          type: 'tabs',
          children: [
            { type: 'tab', props: { label: 'one' }, children: [{ type: 'label', props: { text: 'first tab' } }] },
            { type: 'tab', props: { label: 'two' }, children: [{ type: 'translated', props: { text: 'below' } }] },
          ],
        },
      ],
      strings: { en: { title: 'T', one: 'One', two: 'Two', below: 'In the second tab' } },
    });
    campaign.firstScreen = ['label', 'tab', 'tabs'];
    campaign.lazyWidgets = { types: ['translated'], heights: {}, load: async () => [translated] };
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets.filter((w) => w !== translated) });
    expect(await screen.findByText('first tab')).toBeInTheDocument();
    act(() => screen.getByRole('tab', { name: 'Two' }).click());
    expect(await screen.findByText('In the second tab')).toBeInTheDocument();
  });
});

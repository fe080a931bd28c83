import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoadedCampaign } from '../core/types';
import { CampaignPage } from '../react/CampaignPage';
import { layoutWidgets } from '../react/layout';
import { translated } from '@testing/engine/fixtures';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { hubTabs } from './hubTabs';

// The part's own period is over at the test's instant (2026-06-01): only the hub's period makes it run.
const partPeriod = { start: '2026-01-01T00:00:00+08:00', end: '2026-02-01T00:00:00+08:00' };
const game = testCampaign({
  id: 'game',
  period: partPeriod,
  data: { own: { path: '/game/index' } },
  page: [
    { type: 'translated', when: { phase: 'running' }, props: { text: 'running' } },
    { type: 'translated', when: { phase: 'ended' }, props: { text: 'ended' } },
    { type: 'translated', id: 'prizes', props: { text: 'prizes', values: { n: '{{data.own.prizes}}' } } },
    { type: 'translated', when: { if: '{{hub.data.points}}' }, props: { text: 'hubPoints', values: { points: '{{hub.data.points.points}}' } } },
  ],
  strings: { en: { running: 'Game running', ended: 'Game over', prizes: '{n} prizes', hubPoints: 'Hub points: {points}' } },
});

function hub(parts: NonNullable<LoadedCampaign['definition']['parts']>, loads: string[]): LoadedCampaign {
  const campaign = testCampaign({
    id: 'fair',
    data: { points: { path: '/fair/points' } },
    parts,
    page: [{ type: 'hub-tabs', props: { mainLabel: 'main' }, children: [{ type: 'translated', props: { text: 'landing' } }] }],
    strings: { en: { main: 'Main', tabGame: 'The game', landing: 'Welcome to the fair' } },
  });
  const load = async () => {
    loads.push('game');
    return { default: game };
  };
  return { ...campaign, parts: Object.fromEntries(parts.map((p) => [p.id, load])) };
}

const render = (campaign: LoadedCampaign) =>
  renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, hubTabs, translated], now: '2026-06-01T12:00:00+08:00', responses: { '/fair/points': { points: 1500 }, '/game/index': { prizes: 3 } } });

describe('hub tabs', () => {
  // A tab tap moves the address: each test starts at the hub's landing.
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("loads a part only when its tab opens, with its own strings and data, the hub's period and the hub's points", async () => {
    const loads: string[] = [];
    render(hub([{ id: 'game', campaign: 'game', title: 'tabGame' }], loads));
    expect(await screen.findByText('Welcome to the fair')).toBeInTheDocument();
    expect(loads).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'The game' }));
    expect(await screen.findByText('Game running')).toBeInTheDocument();
    expect(await screen.findByText('3 prizes')).toBeInTheDocument();
    expect(await screen.findByText('Hub points: 1,500')).toBeInTheDocument();
    expect(loads).toEqual(['game']);
  });

  it("keeps the part's own period when it says so", async () => {
    render(hub([{ id: 'game', campaign: 'game', title: 'tabGame', period: 'own' }], []));
    fireEvent.click(await screen.findByRole('tab', { name: 'The game' }));
    expect(await screen.findByText('Game over')).toBeInTheDocument();
    expect(screen.queryByText('Game running')).toBeNull();
  });

  it('shows only the named section of the part', async () => {
    render(hub([{ id: 'game', campaign: 'game', title: 'tabGame', section: 'prizes' }], []));
    fireEvent.click(await screen.findByRole('tab', { name: 'The game' }));
    expect(await screen.findByText('3 prizes')).toBeInTheDocument();
    expect(screen.queryByText('Game running')).toBeNull();
  });

  it('a tap on a tab moves the address to the part (the landing back to the hub), and back and forward follow it', async () => {
    window.history.replaceState(null, '', '/vue/act/fair?lang=en');
    render(hub([{ id: 'game', campaign: 'game', title: 'tabGame' }, { id: 'other', campaign: 'game', title: 'main' }], []));
    fireEvent.click(await screen.findByRole('tab', { name: 'The game' }));
    expect(window.location.pathname + window.location.search).toBe('/vue/act/fair/game?lang=en');
    expect(await screen.findByText('Game running')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('tab', { name: 'Main' })[0]!);
    expect(window.location.pathname).toBe('/vue/act/fair');
    expect(await screen.findByText('Welcome to the fair')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('tab', { name: 'Main' })[1]!);
    expect(window.location.pathname).toBe('/vue/act/fair/other');
    // Back: the address of the landing, and the landing's tab.
    act(() => {
      window.history.replaceState(null, '', '/vue/act/fair/game');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('tab', { name: 'The game', selected: true })).toBeInTheDocument();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets, type ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { achievementList } from './index';

afterEach(cleanup);

const frame = { id: 3001, kind: 'frame', name: 'Neon Frame', days: 7 };
const rows = () => [
  { id: 1, name: 'Generous Heart', unit: 'diamonds sent', level: 1, maxLevel: 5, progress: 20_000, target: 20_000, canUpgrade: true, reward: frame },
  { id: 2, name: 'Room Star', unit: 'minutes in rooms', level: 0, maxLevel: 5, progress: 150, target: 600, canUpgrade: false, reward: { name: 'Moon Rider' } },
  { id: 3, name: 'Gift Collector', level: 5, maxLevel: 5, progress: 1200, target: 1200, canUpgrade: false },
];

function page(list: () => unknown, upgrade: (req: ApiRequest) => unknown = () => ({ id: 1, level: 2 })) {
  const campaign = testCampaign({
    strings: { en: { title: 'T', upgraded: 'Upgraded!' } },
    data: { list: { path: '/revenue/achievement/getAchievementList' } },
    actions: {
      upgrade: [{ type: 'api', path: '/revenue/achievement/upgrade', method: 'POST', params: { id: '{{state.achievement.id}}' }, money: true, onSuccess: [{ type: 'toast', text: 'upgraded' }, { type: 'refetch', data: ['list'] }] }],
    },
    page: [{ type: 'achievement-list', props: { source: 'list', upgradeAction: 'upgrade' } }],
  });
  return renderWithEngine(<CampaignPage campaign={campaign} />, {
    registry: [...layoutWidgets, achievementList],
    responses: { '/revenue/achievement/getAchievementList': list, 'POST /revenue/achievement/upgrade': upgrade },
  });
}

describe('achievement-list', () => {
  it('levels of the maximum, progress to the next level, the reward, and what each row offers', async () => {
    const { container } = page(rows);
    await screen.findByText('Generous Heart');
    const items = [...container.querySelectorAll('li')];
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['ready', 'progress', 'max']);
    expect(items[0]).toHaveTextContent('Lv.1/5');
    expect(items[0]).toHaveTextContent('20K/20K diamonds sent');
    expect(items[0]).toHaveTextContent('Next reward: Neon Frame (7 days)');
    expect(within(items[1]!).getByRole('progressbar', { name: 'Progress of Room Star' })).toHaveAttribute('value', '150');
    expect(items[1]).toHaveTextContent('In progress');
    expect(items[2]).toHaveTextContent('Max level');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('Upgrade posts the achievement id once on a double tap, then reads the list again', async () => {
    let level = 1;
    let release!: () => void;
    const posted: unknown[] = [];
    const { services } = page(
      () => rows().map((r) => (r.id === 1 ? { ...r, level, canUpgrade: level < 2 } : r)),
      async (req) => {
        posted.push(req.params);
        await new Promise<void>((r) => (release = r));
        level = 2;
        return { id: 1, level: 2 };
      },
    );
    const upgrade = await screen.findByRole('button', { name: 'Upgrade Generous Heart' });
    fireEvent.click(upgrade);
    fireEvent.click(upgrade);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(upgrade).toBeDisabled();
    release();
    expect(await screen.findByText('Upgraded!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upgrade Generous Heart' })).toBeNull());
    expect(posted).toEqual([{ id: 1 }]);
    expect(services.http.calls.filter((c) => c.path === '/revenue/achievement/getAchievementList').length).toBeGreaterThanOrEqual(2);
  });

  it('a refused upgrade shows the server message and the button comes back', async () => {
    page(rows, () => {
      throw new ApiError(3, 'Not eligible yet');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade Generous Heart' }));
    expect(await screen.findByText('Not eligible yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upgrade Generous Heart' })).toBeEnabled());
  });

  it('empty and failed lists: a message, and a retry that reads again', async () => {
    page(() => []);
    expect(await screen.findByText('No achievement to show yet')).toBeInTheDocument();
    cleanup();
    let fail = true;
    page(() => {
      if (fail) throw new ApiError(500, 'Network is busy, please try later.');
      return rows();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network is busy, please try later.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Generous Heart')).toBeInTheDocument();
  });
});

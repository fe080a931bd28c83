import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import RewardsList from './Component';
import { rewardsList } from './index';
import { rewardsListProps } from './schema';

afterEach(cleanup);

const campaign = testCampaign({
  strings: {
    en: { title: 'T', rewards: 'Rewards', p1: 'Top 1', p2: 'Top 2-3', prize1: 'Golden crown frame + 50K diamonds', prize2: 'Silver frame + 20K diamonds' },
  },
  assets: { 'crown.png': '/vue/assets/crown.png' },
});
const node = { type: 'rewards-list', path: 'page[3]' };

describe('rewards-list', () => {
  it('pairs each place with its prize, in order', () => {
    const props = rewardsListProps.parse({
      title: 'rewards',
      rows: [
        { place: 'p1', prize: 'prize1', image: 'crown.png' },
        { place: 'p2', prize: 'prize2' },
      ],
    });
    const { container } = renderWithEngine(<RewardsList props={props} children={[]} node={node} />, { campaign });
    expect(screen.getByRole('heading', { name: 'Rewards' })).toBeInTheDocument();
    const terms = container.querySelectorAll('dt');
    expect([...terms].map((t) => t.textContent)).toEqual(['Top 1', 'Top 2-3']);
    const first = terms[0]?.parentElement as HTMLElement;
    expect(within(first).getByText('Golden crown frame + 50K diamonds')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/vue/assets/crown.png');
  });

  it('shows a localized empty message without rows', () => {
    const props = rewardsListProps.parse({ rows: [] });
    renderWithEngine(<RewardsList props={props} children={[]} node={node} />, { campaign });
    expect(screen.getByText('Nothing here yet')).toHaveClass('cw-empty__text');
  });
});

describe('rewards-list from a reward configuration', () => {
  const config = [
    { tab: 'sentWeekly', rewards: [{ rank: 1, items: [{ name: 'Neon Frame', kind: 'frame', days: 7 }, { name: 'Castle', icon: '/vue/sandbox/gift/1010.svg' }] }, { rankStart: 4, rankEnd: 10, items: [{ name: 'Star Badge', days: 30 }] }] },
    { tab: 'receivedMonthly', rewards: [] },
  ];
  const page = (group: string, answer: () => unknown) =>
    renderWithEngine(<CampaignPage campaign={testCampaign({ data: { rewards: { path: '/marketing/hallOfFameReward/listRewardConfig' } }, page: [{ type: 'rewards-list', props: { source: 'rewards', group } }] })} />, {
      registry: [...layoutWidgets, rewardsList],
      responses: { '/marketing/hallOfFameReward/listRewardConfig': answer },
    });

  it("shows the group's places and items with their days", async () => {
    const { container } = page('sentWeekly', () => config);
    await screen.findByText('Top 1');
    expect([...container.querySelectorAll('dt')].map((t) => t.textContent)).toEqual(['Top 1', 'Top 4-10']);
    expect(screen.getByText('Neon Frame (7 days)')).toBeInTheDocument();
    expect(screen.getByText('Castle').previousElementSibling).toHaveAttribute('src', '/vue/sandbox/gift/1010.svg');
  });

  it('a group without rewards, or missing, reads as empty; a failure offers a retry', async () => {
    page('receivedMonthly', () => config);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    cleanup();
    let fail = true;
    page('sentWeekly', () => {
      if (fail) throw new ApiError(500, 'Network is busy, please try later.');
      return config;
    });
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Top 1')).toBeInTheDocument();
  });
});

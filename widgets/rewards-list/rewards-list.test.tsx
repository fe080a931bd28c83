import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '../../engine/testing';
import RewardsList from './Component';
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
    expect(screen.getByText('Nothing here yet')).toHaveClass('cw-state__text');
  });
});

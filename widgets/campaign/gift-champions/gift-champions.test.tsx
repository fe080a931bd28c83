import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { giftChampions } from './index';

afterEach(cleanup);

const rose = { id: 1005, name: 'Rose', diamonds: 99, icon: '/vue/sandbox/gift/1005.svg' };
const castle = { id: 1010, name: 'Castle', diamonds: 9999, icon: '/vue/sandbox/gift/1010.svg' };
const user = (name: string, value: number) => ({ userId: '2', name, icon: '/vue/sandbox/avatar/2.svg', value });

function page(answer: () => unknown, props: Record<string, unknown> = { source: 'gifts', title: 'heading' }) {
  const campaign = testCampaign({
    strings: { en: { title: 'T', heading: 'Gift champions this week', none: 'Nobody yet' } },
    data: { gifts: { path: '/marketing/rankingListGift/list' } },
    page: [{ type: 'gift-champions', props }],
  });
  return renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, giftChampions], responses: { '/marketing/rankingListGift/list': answer } });
}

describe('gift-champions', () => {
  it("this week: each gift with its top 3 senders, first place marked", async () => {
    page(() => [{ gift: rose, top: [user('Luna', 120_000), user('Kai', 80_000), user('Zara', 5_000), user('Fourth', 1)] }, { gift: castle, top: [] }]);
    const grid = await screen.findByRole('list', { name: 'Gift champions this week' });
    const [roseCard, castleCard] = within(grid).getAllByRole('listitem').filter((li) => li.parentElement === grid);
    expect(roseCard).toHaveTextContent('Rose');
    expect(within(roseCard!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#1Luna120K', '#2Kai80K', '#3Zara5K']);
    expect(castleCard).toHaveTextContent('No champion yet');
  });

  it("last week: each gift's top sender and top receiver", async () => {
    page(() => [{ gift: castle, sender: user('Luna', 30_000), receiver: user('Kai', 29_000) }]);
    const grid = await screen.findByRole('list', { name: 'Gift champions this week' });
    expect(within(grid).getByText('Top sender').parentElement).toHaveTextContent('Luna');
    expect(within(grid).getByText('Top receiver').parentElement).toHaveTextContent('Kai');
  });

  it('rows without a gift name are left out; none left reads as empty', async () => {
    page(() => [{ gift: { id: 1 }, top: [user('Luna', 1)] }], { source: 'gifts', emptyText: 'none' });
    expect(await screen.findByText('Nobody yet')).toBeInTheDocument();
  });

  it('a failed read shows the error with a retry', async () => {
    let fail = true;
    page(() => {
      if (fail) throw new ApiError(7, 'Ranking is being settled');
      return [{ gift: rose, top: [user('Luna', 1)] }];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ranking is being settled');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Rose')).toBeInTheDocument();
  });
});

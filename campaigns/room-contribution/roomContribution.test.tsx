// The room contribution page as written against the sandbox: the rules with their numbers, the black gold
// counter, the own room pinned above the rankings, a room opened in the app (forward type 9) only from a tap,
// yesterday's rewards at 00:05, and the total ranking once the event is over.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCampaignPage, preloadWidgets } from '@testing/app/openCampaignPage';
import { sandboxClient } from '@testing/sandbox/sandboxClient';

beforeAll(() => preloadWidgets(['room-list', 'countdown', 'text', 'rules-dialog']), 60_000);

const RUNNING = '2026-11-28T12:00:00+08:00';
const gift = (body: Record<string, unknown>) => ({ path: '/activity/roomContribution/sendGift', method: 'POST' as const, body });

describe('room contribution page', () => {
  it('shows the rules and black gold; my room is pinned with its contribution and opens in the app only from a tap', async () => {
    const { services } = await openCampaignPage('room-contribution', { userId: '10004', at: RUNNING, setUp: async (c) => {
      await sandboxClient({ userId: '10003', sandbox: c.sandbox }).http.request(gift({ roomId: '910004', diamond: 1000 }));
      await c.http.request(gift({ roomId: '910004', diamond: 1000, toUserId: '10002', gift: 'blackGold' }));
    } });
    expect(await screen.findByText(/\+20% in a room on your local server and \+10% in a room of more than 20 people; a gift sent to yourself counts -40%\. A lucky gift returns up to 88 times/)).toBeInTheDocument();
    expect(await screen.findByText('Super rewards in the last 30 days: 1 of 3 (2 left).')).toBeInTheDocument();
    const mine = await screen.findByRole('list', { name: 'My room' });
    const row = await within(mine).findByRole('button');
    // 1,000 from the Philippines into a Thai room of 26 people (+10%), 1,000 of mine to a guest in my local room (+20%, +10%).
    expect(row).toHaveTextContent('2.4K');
    expect(await screen.findByRole('list', { name: "Today's ranking" })).toBeInTheDocument();
    expect(services.bridge.calls.filter((c) => c.action === 'forward')).toEqual([]);
    fireEvent.click(row);
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'forward').map((c) => c.args)).toEqual([{ type: 9, id: '910004' }]));
    fireEvent.click(within(await screen.findByRole('list', { name: "Today's ranking" })).getAllByRole('button')[0]!);
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'forward')).toHaveLength(2));
  });

  it("yesterday's rewards wait for 00:05", async () => {
    await openCampaignPage('room-contribution', { userId: '10002', at: '2026-11-28T00:03:00+08:00' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Yesterday' }));
    expect(await screen.findByText("Yesterday's rewards are sent at 00:05.")).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: "Yesterday's ranking" })).toBeInTheDocument();
  });

  it("from 00:05 yesterday's rewards are sent", async () => {
    await openCampaignPage('room-contribution', { userId: '10002', at: '2026-11-28T00:05:00+08:00' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Yesterday' }));
    expect(await screen.findByText("Yesterday's rewards have been sent.")).toBeInTheDocument();
  });

  it('a user with no room reads so above the ranking', async () => {
    await openCampaignPage('room-contribution', { userId: '10001', at: RUNNING, locale: 'vi' });
    expect(await screen.findByText('Bạn chưa có phòng. Hãy tạo phòng trong ứng dụng để tham gia.')).toBeInTheDocument();
  });

  it('after the event: the total ranking, no today tab, rewards within 10 working days', async () => {
    await openCampaignPage('room-contribution', { userId: '10004', at: '2026-12-21T10:00:00+08:00' });
    expect(await screen.findByText('Thank you! The final total ranking is below.')).toBeInTheDocument();
    expect(await screen.findByText('Rewards are sent within 10 working days.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Total' }));
    expect(await screen.findByRole('list', { name: 'Total ranking' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Today' })).toBeNull();
  });
});

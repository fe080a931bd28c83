// The speed king page as written against the sandbox: the personal, family and task tabs, a done task claimed
// once from a tap, Rapid King bets moving the tasks, and the page before the promotion and in Thai.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCampaignPage, preloadWidgets } from '@testing/app/openCampaignPage';

beforeAll(() => preloadWidgets(['ranking-list', 'task-list', 'countdown', 'text', 'rules-dialog']), 60_000);

/** A betting second of a Rapid King round while the promotion runs. */
const RUNNING = '2026-11-28T10:00:05+08:00';

describe('speed king page', () => {
  it('the personal and family tabs rank players and families; my family is on its tab', async () => {
    await openCampaignPage('speed-king', { userId: '10004', at: RUNNING });
    const players = await screen.findByRole('list', { name: 'Fastest players' });
    expect(within(players).getAllByRole('listitem').length).toBeGreaterThan(10);
    fireEvent.click(await screen.findByRole('tab', { name: 'Family' }));
    const families = await screen.findByRole('list', { name: 'Fastest families' });
    expect(await within(families).findByText('Moonlight')).toBeInTheDocument();
  });

  it('a done task pays once from a tap; Rapid King bets bring the bet task to Claim', async () => {
    const { client } = await openCampaignPage('speed-king', { userId: '10003', at: RUNNING, setUp: async (c) => {
      const info = await c.http.request<{ actNo: number }>({ path: '/lottery/bigEaterAct/indexInfo', params: { actType: 'P10000', currentType: 1 } });
      for (let i = 0; i < 5; i += 1) await c.http.request({ path: '/lottery/bigEaterAct/bet', method: 'POST', body: { actNo: info.actNo, currentType: 1, medalConfigId: 1, prizeConfigId: 102 } });
    } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Tasks' }));
    expect(await screen.findByText('Speed tasks')).toBeInTheDocument();
    const bets = (await screen.findByText('Place 5 bets in Rapid King')).closest('li')!;
    expect(within(bets as HTMLElement).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    const big = screen.getByText('Bet 10,000 diamonds in Rapid King').closest('li')!;
    expect(within(big as HTMLElement).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    const before = (await client.http.request<{ diamond: number }>({ path: '/facade/wallet/get' })).diamond;
    fireEvent.click(within(bets as HTMLElement).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Reward claimed! The diamonds are in your wallet.')).toBeInTheDocument();
    expect(await within(bets as HTMLElement).findByText('Claimed')).toBeInTheDocument();
    expect((await client.http.request<{ diamond: number }>({ path: '/facade/wallet/get' })).diamond).toBe(before + 100);
  });

  it('before the promotion the page counts down and the rankings wait; in Thai the tasks read in Thai', async () => {
    await openCampaignPage('speed-king', { userId: '10002', at: '2026-11-21T12:00:00+08:00', locale: 'th' });
    expect(await screen.findByText('เริ่มใน')).toBeInTheDocument();
    expect(await screen.findByText('อันดับจะเปิดเมื่อโปรโมชันเริ่ม')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'ภารกิจ' }));
    expect(await screen.findByText('วางเดิมพัน 5 ครั้งใน Rapid King')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เล่น' })).toBeNull();
  });
});

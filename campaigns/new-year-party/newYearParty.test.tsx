// The new year party page as written (campaign.yaml and its strings) against the sandbox: the countdown to the
// party night, the night's gift ranking with the user's own place, the rewards and Join the party from a tap.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignPage, type Locale } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../../widgets';

// The page's widgets load their code on first show: load it before the tests, so each waits for the page only.
beforeAll(async () => {
  await Promise.all(allWidgets.filter((w) => ['ranking-list', 'rewards-list', 'countdown', 'button', 'text', 'rules-dialog'].includes(w.type)).map((w) => w.component()));
}, 60_000);

async function open(userId: string, at: string, locale: Locale = 'en', before?: (http: ReturnType<typeof sandboxClient>['http']) => Promise<unknown>) {
  const loaded = await loadCampaignFolder('campaigns/new-year-party', registry);
  if (!loaded.ok) throw new Error('the new year party campaign does not load');
  const client = sandboxClient({ userId, lang: locale, now: () => Date.parse(at) });
  await before?.(client.http);
  const view = renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, now: at, locale, env: { user: { id: userId } } });
  return view;
}

describe('new year party', () => {
  it('before the night: a countdown to the party, the ranking waits, the rewards are listed', async () => {
    const { services } = await open('40001', '2023-12-28T12:00:00+08:00');
    expect(await screen.findByRole('heading', { name: 'New Year Party' })).toBeTruthy();
    expect(await screen.findByText('The party starts in')).toBeTruthy();
    expect(await screen.findByRole('timer')).toHaveTextContent('3d');
    expect(await screen.findByText(/From 20:00 on 31 December, every diamond/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the party' })).toBeNull();
    fireEvent.click(await screen.findByRole('tab', { name: 'Rewards' }));
    expect(await screen.findByText('Top 4-10')).toBeTruthy();
    expect(await screen.findByText('Fireworks frame (30 days) + New Year vehicle (30 days) + Party King badge')).toBeTruthy();
    expect(services.http.calls.filter((c) => c.path === '/activity/newYearParty/ranking')).toEqual([]);
  });

  it('during the night: the gift ranking of the night, and Join the party opens the room list from a tap', async () => {
    const { services } = await open('40002', '2023-12-31T23:00:00+08:00', 'fil');
    const list = await screen.findByRole('list', { name: 'Mga nangungunang nagpadala ng regalo ngayong gabi' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(await screen.findByText('Matatapos ang party sa')).toBeTruthy();
    expect(services.bridge.calls.filter((c) => c.action === 'forward')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Sumali sa party' }));
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'forward').map((c) => c.args)).toEqual([{ type: 8 }]));
  });

  it('my gifts in the night put me on the ranking', async () => {
    await open('40003', '2023-12-31T23:00:00+08:00', 'en', (http) => http.request({ path: '/activity/carnival/sendGift', method: 'POST', params: { roomId: '910002', diamond: 9_000_000 } }));
    const list = await screen.findByRole('list', { name: 'Top gift senders of the night' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('9M'));
    expect(await screen.findByLabelText('My rank')).toHaveTextContent('9M');
  });

  it('after the night: the party is over, the ranking stays and nothing is offered to join', async () => {
    await open('40001', '2024-01-01T09:00:00+08:00', 'vi');
    expect(await screen.findByText('Bữa tiệc đã kết thúc. Chúc mừng năm mới! Phần thưởng được gửi trong vòng 7 ngày.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Người tặng quà nhiều nhất đêm nay' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Tham gia tiệc' })).toBeNull();
  });
});

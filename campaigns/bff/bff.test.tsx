// The BFF page as written (campaign.yaml and its strings) against the sandbox: locked without a house, the free
// draw winning one, the system locked until the house expires while it is not exchanged, the exchange unlocking
// it, the supporters speeding the house up, the request list, and the app's BFF screen opened only from a tap.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadWidgets, prepareCampaignPage } from '@testing/app/openCampaignPage';

beforeAll(() => preloadWidgets(['chance-draw', 'form', 'record-list', 'button', 'text', 'tabs', 'countdown']), 60_000);

const AT = '2027-03-05T12:00:00+08:00';
const open = (userId: string, lang?: 'th') => prepareCampaignPage('bff', { userId, at: AT, ...(lang ? { locale: lang } : {}) });

async function unlock(http: ReturnType<Awaited<ReturnType<typeof open>>['as']>) {
  await http.request({ path: '/activity/bff/draw', method: 'POST', body: { count: 1 } });
  await http.request({ path: '/activity/bff/exchange', method: 'POST' });
}

describe('BFF page', () => {
  it('locked without a house; the free draw wins one, which keeps the system locked until it expires; exchanging it unlocks the system', async () => {
    const { view } = await open('44001');
    view();
    expect(await screen.findByText('Win a house in the free draw and exchange it to unlock the BFF system.', { selector: 'section > *:not(form) *, p' })).toBeInTheDocument();
    expect(await screen.findByText('Draws left: 3')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('chance-draw-draw-1'));
    const result = await screen.findByTestId('draw-result');
    expect(within(result).getByText('BFF house')).toBeInTheDocument();
    expect(await screen.findByText(/the BFF system stays locked until the house expires on 2027-03-12/)).toBeInTheDocument();
    expect(await screen.findByText('Draws left: 2')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'House exchange' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange house' }));
    expect(await screen.findByText('House exchanged: the BFF system is unlocked!')).toBeInTheDocument();
    expect(await screen.findByText('Level 1 Cozy Hut')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exchange house' })).toBeNull();
  });

  it('"Go to my BFF" opens the app\'s BFF screen (forward type 43) only when tapped', async () => {
    const { as, view } = await open('44002');
    await unlock(as('44002'));
    const { services } = view();
    const go = await screen.findByRole('button', { name: 'Go to my BFF' });
    expect(services.bridge.calls.filter((c) => c.action === 'forward')).toHaveLength(0);
    fireEvent.click(go);
    expect(services.bridge.calls.filter((c) => c.action === 'forward').map((c) => c.args)).toEqual([{ type: 43 }]);
  });

  it('an invited supporter speeds the house up by 10% and is listed; the request list shows who asked', async () => {
    const { as, view } = await open('44003');
    await unlock(as('44003'));
    await unlock(as('44004'));
    await as('44004').request({ path: '/activity/bff/request', method: 'POST', body: { userId: '44003' } });
    view();
    expect(await screen.findByText('House level 1 · growth 0 · 0 supporters speed it up by 0%')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Supporters' }));
    fireEvent.change(await screen.findByLabelText(/Supporter's user id/), { target: { value: '44100' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Supporter invited: your house grows faster.')).toBeInTheDocument();
    expect(await screen.findByText('House level 1 · growth 0 · 1 supporter speeds it up by 10%')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Requests' }));
    const requests = (await screen.findByText('Requests to me')).closest('section')!;
    expect(await within(requests).findByText('Invited')).toBeInTheDocument();
  });

  it('a request waiting is declined or accepted from a tap; the list and the page show the answer', async () => {
    const { as, view } = await open('44010');
    for (const u of ['44010', '44011', '44012']) await unlock(as(u));
    await as('44011').request({ path: '/activity/bff/request', method: 'POST', body: { userId: '44010' } });
    await as('44012').request({ path: '/activity/bff/request', method: 'POST', body: { userId: '44010' } });
    view();
    fireEvent.click(await screen.findByRole('tab', { name: 'Requests' }));
    const requests = (await screen.findByText('Requests to me')).closest('section')!;
    await waitFor(() => expect(within(requests).getAllByRole('button', { name: 'Accept' })).toHaveLength(2));
    // Newest first: the second request is declined, the first accepted.
    const [newest, oldest] = within(requests).getAllByRole('listitem');
    fireEvent.click(within(newest!).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request declined.')).toBeInTheDocument();
    await waitFor(() => expect(within(requests).getAllByRole('button', { name: 'Accept' })).toHaveLength(1));
    expect(within(requests).getByText('Declined')).toBeInTheDocument();
    fireEvent.click(within(oldest!).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/^You and .+ are now best friends!$/)).toBeInTheDocument();
    expect(await screen.findByText(/^Your BFF: .+$/)).toBeInTheDocument();
    expect(await within(requests).findByText('Bound')).toBeInTheDocument();
    expect(within(requests).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('one BFF per person: accepting a second request shows the server\'s refusal in the page language', async () => {
    const { as, view } = await open('44020', 'th');
    for (const u of ['44020', '44021', '44022']) await unlock(as(u));
    const first = await as('44021').request<{ requestId: number }>({ path: '/activity/bff/request', method: 'POST', body: { userId: '44020' } });
    await as('44022').request({ path: '/activity/bff/request', method: 'POST', body: { userId: '44020' } });
    await as('44020').request({ path: '/activity/bff/respond', method: 'POST', body: { requestId: first.requestId, accept: true } });
    view();
    fireEvent.click(await screen.findByRole('tab', { name: 'คำขอ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'ยอมรับ' }));
    expect(await screen.findByText('คุณมี BFF แล้ว: หนึ่งคนมี BFF ได้หนึ่งคน')).toBeInTheDocument();
  });

  it('reads in Thai: the locked notice and the tabs', async () => {
    const { view } = await open('44005', 'th');
    view();
    expect(await screen.findByRole('tab', { name: 'สุ่มฟรี' })).toBeInTheDocument();
    expect(await screen.findByText('ระบบ BFF ถูกล็อก')).toBeInTheDocument();
  });
});

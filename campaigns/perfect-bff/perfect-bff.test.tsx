// The Perfect BFF page as written (campaign.yaml and its strings) against the sandbox: the team name entry with
// the server's refusals shown as the page's own texts, a declined friend invited again from the prompt, the
// finals' "not qualified" notice and diamond pools, and the rules and guide tabs.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignPage } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import { createSandbox } from '../../sandbox/core/createSandbox';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../../widgets';

const QUALIFYING = '2027-02-07T12:00:00+08:00';
const FINALS = '2027-02-11T12:00:00+08:00';

async function openPage(userId: string, at: string, lang: 'en' | 'th' = 'en') {
  const loaded = await loadCampaignFolder('campaigns/perfect-bff', registry);
  if (!loaded.ok) throw new Error('the Perfect BFF campaign does not load');
  const sandbox = createSandbox({ seed: 7, now: () => Date.parse(at), sleep: () => Promise.resolve() });
  const client = sandboxClient({ userId, sandbox, lang });
  const as = (id: string) => sandboxClient({ userId: id, sandbox }).http;
  const view = () => renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: userId } }, now: at, locale: lang });
  return { sandbox, as, view };
}

describe('Perfect BFF page', () => {
  it('a taken team name reads the page\'s text in the page language; a free one makes the team, set once', async () => {
    const { view } = await openPage('41001', QUALIFYING, 'th');
    view();
    const box = await screen.findByLabelText('ตั้งชื่อทีมของคุณ (ไม่เกิน 30 ตัวอักษร ตั้งได้ครั้งเดียว)');
    expect(await screen.findByText('รอบคัดเลือก: 6 ถึง 9 กุมภาพันธ์ 16 ทีมแรกผ่านเข้ารอบชิง')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Moonlight Duo' } });
    fireEvent.click(await screen.findByRole('button', { name: 'สร้างทีม' }));
    expect(await screen.findByText('ชื่อทีมนี้ถูกใช้แล้ว')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Sunset Riders' } });
    fireEvent.click(await screen.findByRole('button', { name: 'สร้างทีม' }));
    expect(await screen.findByRole('heading', { name: 'ทีม Sunset Riders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'สร้างทีม' })).toBeNull();
  });

  it('a friend who declined brings the prompt; Invite again invites them again and the record shows it', async () => {
    const { as, view } = await openPage('41002', QUALIFYING);
    const me = as('41002');
    await me.request({ path: '/activity/perfectBff/createTeam', method: 'POST', body: { name: 'Love Birds' } });
    const invitation = await me.request<{ invitation: { inviteId: number } }>({ path: '/activity/perfectBff/inviteFriend', method: 'POST', body: { userId: '41003' } });
    await as('41003').request({ path: '/activity/perfectBff/respond', method: 'POST', body: { inviteId: invitation.invitation.inviteId, accept: false } });
    view();
    const ask = await screen.findByTestId('bff-declined');
    fireEvent.click(within(ask).getByRole('button', { name: 'Invite again' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    expect(await screen.findByText('Invited')).toBeInTheDocument();
    expect(screen.queryByTestId('bff-declined')).toBeNull();
  });

  it('the family leader accepts the binding from the page and the team record shows it bound', async () => {
    const { as, view } = await openPage('10004', QUALIFYING);
    await as('41004').request({ path: '/activity/perfectBff/createTeam', method: 'POST', body: { name: 'Night Owls' } });
    await as('41004').request({ path: '/activity/perfectBff/inviteFamily', method: 'POST', body: { leaderId: '10004' } });
    view();
    expect(await screen.findByText('Team Night Owls asks your family to support them.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Your answer was sent.')).toBeInTheDocument();
    const record = await as('41004').request<{ list: Array<{ status: string }> }>({ path: '/activity/perfectBff/invitations' });
    expect(record.list[0]?.status).toBe('bound');
  });

  it('in the finals the finals tab opens first with the pools; a team outside the top 16 reads "Not qualified for next round"; rules and guide tabs', async () => {
    const { as, view } = await openPage('41005', FINALS);
    // A team with no qualifying points is not in the top 16.
    await as('41005').request({ path: '/activity/perfectBff/createTeam', method: 'POST', body: { name: 'Late Comers' } });
    view();
    expect(await screen.findByText('Not qualified for next round')).toBeInTheDocument();
    // In the finals the finals tab is the one open first.
    expect(await screen.findByText('30K')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Finals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('22K')).toBeInTheDocument();
    expect(await screen.findByText('Finals ranking')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Rules' }));
    expect(await screen.findByText(/30,000, 22,000, 15,000, 10,000 and 5,000/)).toBeInTheDocument();
    expect(await screen.findByText(/Qualifying rewards are sent within 48 hours, finals rewards within 10 days/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Guide' }));
    expect(await screen.findByText('How to play')).toBeInTheDocument();
  });
});

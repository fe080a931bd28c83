// The love nest page as written (campaign.yaml and its strings) against the sandbox: the house levels with the
// current and next, the badge's expiry as a date in the page language, the wish gift preselected from the server,
// the house renamed, a user without a couple told to find their CP, and either partner registering the couple.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignPage } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import { createSandbox } from '../../sandbox/core/createSandbox';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../../widgets';

const AT = '2026-11-28T12:00:00+08:00';

/** The love nest as a user's own call reads it. */
async function nestOf(sandbox: ReturnType<typeof createSandbox>, userId: string) {
  const answer = await sandbox.handle({ method: 'GET', path: '/vue/prodServer/activity/loveNest/index', headers: { userid: userId }, query: {} });
  return ('body' in answer ? (answer.body as { content: Record<string, unknown> }).content : {});
}

async function openPage(userId: string, lang: 'en' | 'th' = 'en') {
  const loaded = await loadCampaignFolder('campaigns/love-nest', registry);
  if (!loaded.ok) throw new Error('the love nest campaign does not load');
  const sandbox = createSandbox({ seed: 7, now: () => Date.parse(AT), sleep: () => Promise.resolve() });
  const client = sandboxClient({ userId, sandbox, lang });
  const view = () => renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: userId } }, now: AT, locale: lang });
  return { sandbox, view };
}

describe('love nest page', () => {
  it('shows the house level, the next one and the badge expiry written out, in the page language', async () => {
    const { view } = await openPage('10005', 'th');
    view();
    expect(await screen.findByText('ระดับ 3 กระท่อมโรแมนติก')).toBeInTheDocument();
    expect(screen.getByText('ถัดไป: ระดับ 4 เมืองแห่งความรัก ที่ 3,344 (อีก 1,844)')).toBeInTheDocument();
    // Unlocked two days before the sandbox began (26 November), the badge lasts 30 days: to 26 December 2569 (B.E.).
    expect(screen.getByText(/^เหรียญคู่รักของคุณใช้ได้ถึง 2[56] ธันวาคม 2569$/)).toBeInTheDocument();
  });

  it("preselects the couple's wish gift from the server, and a new choice is saved", async () => {
    const { sandbox, view } = await openPage('10005');
    view();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Sports Car' })).toBeChecked());
    fireEvent.click(screen.getByRole('radio', { name: 'Castle in the Sky' }));
    expect(await screen.findByText('Wish gift saved!')).toBeInTheDocument();
    expect((await nestOf(sandbox, '10006')).wishGiftId).toBe(1010);
  });

  it('renames the house; the name shows on the page', async () => {
    const { view } = await openPage('10006');
    view();
    fireEvent.change(await screen.findByLabelText(/^House name \(at most 20 characters\)/), { target: { value: 'Cloud Nine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the name' }));
    expect(await screen.findByText('Your house has its new name!')).toBeInTheDocument();
    expect(await screen.findByText(/^Cloud Nine · with /)).toBeInTheDocument();
  });

  it('a user without a couple reads "Please find your CP first"; a partner registers the couple for both', async () => {
    const { sandbox, view } = await openPage('10001');
    const first = view();
    expect(await screen.findByText('Please find your CP first')).toBeInTheDocument();
    first.unmount();
    sandbox.couples({ couple: ['10001', '10007'] });
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Register our couple' }));
    expect(await screen.findByText('Registered! Welcome to your love nest.')).toBeInTheDocument();
    expect(await nestOf(sandbox, '10007')).toMatchObject({ registered: true, registeredBy: '10001' });
  });
});

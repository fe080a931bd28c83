// The beta invitation page as written against the sandbox: the code and its remaining uses, joining with a code
// (a wrong one refused in the page language), the 501st use refused, and the share buttons.
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCampaignPage, preloadWidgets } from '@testing/app/openCampaignPage';
import { sandboxClient } from '@testing/sandbox/sandboxClient';

beforeAll(() => preloadWidgets(['countdown', 'text', 'form', 'share-button', 'section']), 60_000);

const AT = '2026-11-28T12:00:00+08:00';

async function join(code: string, button = 'Join', label = 'Invitation code') {
  const boxes = await screen.findAllByLabelText(label, { exact: false });
  fireEvent.change(boxes.find((b) => b.tagName === 'INPUT')!, { target: { value: code } });
  fireEvent.click(await screen.findByRole('button', { name: button }));
}

describe('beta invitation page', () => {
  it('shows the code and its remaining uses; a wrong code is refused; the right one joins and counts one use', async () => {
    await openCampaignPage('beta-invite', { userId: '10002', at: AT });
    expect(await screen.findByText('Code: BETA-V4X9')).toBeInTheDocument();
    expect(await screen.findByText('37 of 500 uses left')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await join('BETA-0000');
    expect(await screen.findByText('This invitation code is not valid.')).toBeInTheDocument();
    await join('BETA-V4X9');
    // The form's success text shows until the refetched invitation replaces the form: it is found while it shows.
    await screen.findByText('Welcome to the beta!');
    expect(await screen.findByText('36 of 500 uses left')).toBeInTheDocument();
    expect(await screen.findByText('You have joined the beta. Share the code so your friends can join too.')).toBeInTheDocument();
  });

  it('the last use taken while the page is open: the 501st is refused in the page language', async () => {
    const { as } = await openCampaignPage('beta-invite', { userId: '10004', at: AT, locale: 'ms', setUp: async (c) => {
      for (let i = 0; i < 36; i += 1) await sandboxClient({ userId: String(61001 + i), sandbox: c.sandbox }).http.request({ path: '/activity/betaInvite/redeem', method: 'POST', body: { code: 'BETA-V4X9' } });
    } });
    expect(await screen.findByText('1 daripada 500 penggunaan lagi')).toBeInTheDocument();
    await as('61999').request({ path: '/activity/betaInvite/redeem', method: 'POST', body: { code: 'BETA-V4X9' } });
    await join('BETA-V4X9', 'Sertai', 'Kod jemputan');
    expect(await screen.findByText('Kod jemputan ini telah digunakan 500 kali: tiada lagi baki penggunaan.')).toBeInTheDocument();
  });
});

// The couple travel page as written (campaign.yaml and its strings) against the sandbox: "Please find your CP
// first" without a couple, the couple's shared progress, a done task claimed once from the page moving the trip on.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadWidgets, prepareCampaignPage } from '@testing/app/openCampaignPage';

beforeAll(() => preloadWidgets(['task-list', 'progress-bar', 'text', 'rules-dialog', 'countdown']), 60_000);

const AT = '2027-05-12T12:00:00+08:00';

describe('couple travel page', () => {
  it('a user without a couple reads "Please find your CP first" and sees no tasks', async () => {
    const { view } = await prepareCampaignPage('couple-travel', { userId: '10002', at: AT });
    view();
    expect(await screen.findByText('Please find your CP first')).toBeInTheDocument();
    expect(screen.queryByText('Couple tasks')).toBeNull();
  });

  it('the partner\'s progress shows; a done task is claimed from the page, once, and the trip moves a stop', async () => {
    const { as, view } = await prepareCampaignPage('couple-travel', { userId: '10005', at: AT });
    await as('10006').request({ path: '/activity/coupleTravel/act', method: 'POST', body: { taskId: 2, amount: 520 } });
    view();
    expect(await screen.findByText(/is at stop 0 of 4|are at stop 0 of 4/)).toBeInTheDocument();
    const task = (await screen.findByText('Send each other 520 diamonds of gifts')).closest('li')!;
    fireEvent.click(within(task).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Reward claimed: the trip moves on!')).toBeInTheDocument();
    expect(await screen.findByText(/are at stop 1 of 4/)).toBeInTheDocument();
    expect(within((await screen.findByText('Send each other 520 diamonds of gifts')).closest('li')!).queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('reads in Vietnamese', async () => {
    const { view } = await prepareCampaignPage('couple-travel', { userId: '10002', at: AT, locale: 'vi' });
    view();
    expect(await screen.findByText('Vui lòng tìm CP của bạn trước')).toBeInTheDocument();
  });
});

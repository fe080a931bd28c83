// Perfect BFF in a real browser against the sandbox, previewing a qualifying day (?at=, which the sandbox's event
// calls read too): the tabs, the team name entry's refusals, and a friend's invitation declined then sent again.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser } from './harness';

const AT = '2027-02-07T12:00:00%2B08:00';
const route = (uid: string) => `/vue/act/perfect-bff?uid=${uid}&at=${AT}`;

describe('Perfect BFF (campaign perfect-bff)', () => {
  const { baseUrl, open } = useBrowser();

  const call = async (uid: string, path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/activity/perfectBff/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', userid: uid, referer: `${baseUrl()}${route(uid)}` },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { status: number; content: Record<string, unknown> });
  };

  it('the qualifying, finals, invitations, rules and guide tabs each show their part', async () => {
    const { page } = await open(route('64001'));
    await page.getByText('Qualifying: 6 to 9 February. The top 16 teams advance to the finals.').waitFor();
    await page.getByText('Qualifying ranking').waitFor();
    await page.getByRole('tab', { name: 'Finals' }).click();
    await page.getByText('Diamond pools of the top 5 teams').waitFor();
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await page.getByText('Invitation record').waitFor();
    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.getByText('Perfect BFF rules').waitFor();
    await page.getByRole('tab', { name: 'Guide' }).click();
    await page.getByText('How to play').waitFor();
    await shot(page, 'perfect-bff-guide');
  });

  it('an empty team name and a taken one are refused with their texts; a free name makes the team', async () => {
    const { page } = await open(route('64002'));
    const create = page.getByRole('button', { name: 'Create team' });
    await create.click();
    await page.getByRole('alert').getByText('Team name cannot be empty').waitFor();
    await page.getByLabel('Name your team (at most 30 characters, set once)').fill('Star Hunters');
    await create.click();
    await page.getByText('This team name is already taken').waitFor();
    await page.getByLabel('Name your team (at most 30 characters, set once)').fill('Browser Buddies');
    await create.click();
    await page.getByRole('heading', { name: 'Team Browser Buddies' }).waitFor();
    expect(await create.count()).toBe(0);
  });

  it('a friend invited from the page declines; the prompt invites them again and the record shows them invited', async () => {
    const { page } = await open(route('64003'));
    await page.getByLabel('Name your team (at most 30 characters, set once)').fill('Invite Testers');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByLabel('Invite your best friend (user id)').fill('64004');
    await page.getByRole('button', { name: 'Invite' }).first().click();
    await page.getByText('Invitation sent.').first().waitFor();
    const invitations = await fetch(`${baseUrl()}/vue/prodServer/activity/perfectBff/index`, { headers: { userid: '64004', referer: `${baseUrl()}${route('64004')}` } });
    const waiting = ((await invitations.json()) as { content: { waiting: Array<{ inviteId: number }> } }).content.waiting;
    expect((await call('64004', 'respond', { inviteId: waiting[0]!.inviteId, accept: false })).status).toBe(0);
    await page.reload();
    const ask = page.getByTestId('bff-declined');
    await ask.getByText(/declined your invitation\. Invite them again\?/).waitFor();
    await ask.getByRole('button', { name: 'Invite again' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await page.locator('.cw-records__row').getByText('Invited').waitFor();
  });
});

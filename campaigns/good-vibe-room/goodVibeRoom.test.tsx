// The good vibe room page as written (campaign.yaml and its strings) against the sandbox: the three tabs, the
// sign-up form and its refusals, the own room opened in the app from a tap only, and the results at 16:00.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignPage, type Locale } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../../widgets';

// The page's widgets load their code on first show: load it before the tests, so each waits for the page only.
beforeAll(async () => {
  await Promise.all(allWidgets.filter((w) => ['ranking-list', 'form', 'countdown', 'button', 'text', 'rules-dialog'].includes(w.type)).map((w) => w.component()));
}, 60_000);

async function open(userId: string, at: string, locale: Locale = 'en', setUp?: (client: ReturnType<typeof sandboxClient>) => Promise<void>) {
  const loaded = await loadCampaignFolder('campaigns/good-vibe-room', registry);
  if (!loaded.ok) throw new Error('the good vibe room campaign does not load');
  let now = Date.parse(at);
  const client = sandboxClient({ userId, lang: locale, now: () => now });
  await setUp?.(client);
  const view = renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, now: at, locale, env: { user: { id: userId } } });
  const moveTo = (iso: string) => {
    now = Date.parse(iso);
    act(() => view.services.clock.advance(now - view.services.clock.now()));
  };
  return { ...view, sandbox: client.sandbox, moveTo };
}

const signUpAs = (client: ReturnType<typeof sandboxClient>, date: string) => client.http.request({ path: '/activity/goodVibeRoom/signUp', method: 'POST', params: { roomId: '910004', date, time: '20:00-22:00' } });

async function fillSignUp(roomId: string, day: string) {
  fireEvent.change(await screen.findByLabelText('Your room id', { exact: false }), { target: { value: roomId } });
  fireEvent.click(await screen.findByRole('radio', { name: day }));
  fireEvent.click(await screen.findByRole('radio', { name: '20:00 – 22:00' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
}

describe('good vibe room: tabs score, manual and go to my room', () => {
  it('while it runs, the score tab ranks the rooms with my room; the manual explains the rules', async () => {
    await open('10002', '2023-11-20T10:00:00+08:00');
    expect(await screen.findByRole('heading', { name: 'Good Vibe Room' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Score', 'Manual', 'Go to my room']);
    expect(await screen.findByText('Room scores')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Room scores' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(32);
    expect(await screen.findByLabelText('My rank')).toHaveTextContent('Not ranked yet');
    expect(await screen.findByText('Ends in')).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Manual' }));
    expect(await screen.findByText(/A family has at most 5 prize rooms\./)).toBeTruthy();
    expect(await screen.findByText('Your room: 910002 · days declared: 0')).toBeTruthy();
  });

  it('the sign-up refuses a time less than 3 days ahead and keeps what was typed, then takes a later day', async () => {
    const { sandbox } = await open('10004', '2023-11-20T10:00:00+08:00');
    fireEvent.click(await screen.findByRole('tab', { name: 'Manual' }));
    expect(await screen.findByText("Your family's prize rooms: 4 of 5")).toBeTruthy();
    await fillSignUp('910004', '2023-11-22');
    expect(await screen.findByText('Declare your event time at least 3 days ahead.')).toBeTruthy();
    expect(await screen.findByLabelText('Your room id', { exact: false })).toHaveValue('910004');
    fireEvent.click(await screen.findByRole('radio', { name: '2023-11-24' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Your event time is declared. See you in your room!')).toBeTruthy();
    expect(await screen.findByText('Your room: 910004 · days declared: 1')).toBeTruthy();
    expect(await screen.findByText("Your family's prize rooms: 5 of 5")).toBeTruthy();
    expect((sandbox.user('10004').familyId)).toBe('501');
  });

  it('the sign-up refuses a room that is not the user\'s own, in the page language', async () => {
    await open('10002', '2023-11-20T10:00:00+08:00', 'th');
    fireEvent.click(await screen.findByRole('tab', { name: 'คู่มือ' }));
    fireEvent.change(await screen.findByLabelText('ID ห้องของคุณ', { exact: false }), { target: { value: '910004' } });
    fireEvent.click(await screen.findByRole('radio', { name: '2023-11-28' }));
    fireEvent.click(await screen.findByRole('radio', { name: '20:00 – 22:00' }));
    fireEvent.click(await screen.findByRole('button', { name: 'สมัคร' }));
    expect(await screen.findByText('เฉพาะเจ้าของห้องนี้เท่านั้นที่สมัครได้')).toBeTruthy();
  });

  it("the sign-up refuses a family's 6th prize room", async () => {
    await open('50101', '2023-11-20T10:00:00+08:00', 'en', async (client) => {
      const leader = sandboxClient({ userId: '10004', sandbox: client.sandbox });
      await signUpAs(leader, '2023-11-28');
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Manual' }));
    expect(await screen.findByText("Your family's prize rooms: 5 of 5")).toBeTruthy();
    await fillSignUp('950101', '2023-11-28');
    expect(await screen.findByText('Your family already has 5 prize rooms.')).toBeTruthy();
    expect(await screen.findByText('Your room: 950101 · days declared: 0')).toBeTruthy();
  });

  it('go to my room asks the app to open the own room (forward type 9) from a tap only', async () => {
    const { services } = await open('10004', '2023-11-20T10:00:00+08:00');
    fireEvent.click(await screen.findByRole('tab', { name: 'Go to my room' }));
    const go = await screen.findByRole('button', { name: 'Go to my room' });
    expect(services.bridge.calls.filter((c) => c.action === 'forward')).toEqual([]);
    fireEvent.click(go);
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'forward').map((c) => c.args)).toEqual([{ type: 9, id: '910004' }]));
  });

  it('a user with no room is told so, and has nothing to open', async () => {
    await open('10001', '2023-11-20T10:00:00+08:00');
    fireEvent.click(await screen.findByRole('tab', { name: 'Go to my room' }));
    expect(await screen.findByText('You have no room yet. Create one in the app to take part.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to my room' })).toBeNull();
  });

  it('before the event the sign-up is open and the scores wait for 17 November', async () => {
    await open('10002', '2023-11-12T10:00:00+08:00');
    expect(await screen.findByText('Room scores show here from 17 November. Sign your room up in the Manual tab.')).toBeTruthy();
    expect(await screen.findByText('Starts in')).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Manual' }));
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeTruthy();
  });

  it('after the event the results wait for 16:00 the next day, then list the 24 rewarded rooms', async () => {
    const { moveTo } = await open('10002', '2023-12-01T15:59:00+08:00');
    expect(await screen.findByText('The results come out at 16:00 on 1 December.')).toBeTruthy();
    expect(await screen.findByText('Results in')).toBeTruthy();
    moveTo('2023-12-01T16:00:01+08:00');
    const list = await screen.findByRole('list', { name: 'The 24 rewarded rooms' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(24));
    fireEvent.click(await screen.findByRole('tab', { name: 'Manual' }));
    await screen.findByText(/The 24 best rooms are rewarded/);
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { activityList } from './index';

afterEach(cleanup);

const activities = [
  { id: 11, name: 'Good Vibe Room', desc: 'Room owners sign up.', start: '2026-11-20T12:00:00+08:00', end: '2026-12-06T12:00:00+08:00', state: 'open', applyState: 'none', canApply: true, reward: 'Room Star Frame' },
  { id: 12, name: 'Singer Stage', state: 'open', applyState: 'rejected', canApply: true },
  { id: 15, name: 'Karaoke Cup', state: 'open', applyState: 'pending', canApply: false },
  { id: 14, name: 'Podcast Hosts', state: 'notStarted', applyState: 'none', canApply: false },
  // An ended activity never offers Apply, even if the answer says it can.
  { id: 13, name: 'Family Night', state: 'ended', applyState: 'approved', canApply: true },
];

function page(answer: () => unknown, locale?: 'en' | 'th', props: Record<string, unknown> = { source: 'activities', action: 'apply', emptyText: 'none' }) {
  const campaign = testCampaign({
    strings: { en: { title: 'T', none: 'Nothing to apply for' }, th: { title: 'T', none: 'ไม่มี' } },
    data: { activities: { path: '/marketing/activity/apply/listActivityV1' } },
    actions: { apply: [{ type: 'navigate', to: '/activity-event/apply?activityId={{state.activity.id}}' }] },
    page: [{ type: 'activity-list', props }],
  });
  const navigated: string[] = [];
  const r = renderWithEngine(<CampaignPage campaign={campaign} />, {
    registry: [...layoutWidgets, activityList],
    responses: { '/marketing/activity/apply/listActivityV1': answer },
    services: { navigate: (to: string) => navigated.push(to) },
    ...(locale ? { locale } : {}),
  });
  return { ...r, navigated };
}

describe('activity-list', () => {
  it('shows each activity with its period (dates in the user time zone), reward and state; Apply only on open ones the user may apply for', async () => {
    const { navigated } = page(() => activities);
    const list = await screen.findByRole('list', { name: 'Activities' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Good Vibe Room.*Open.*Room owners sign up\..*2026-11-20 – 2026-12-06.*Reward: Room Star Frame.*Apply$/),
      expect.stringMatching(/Singer Stage.*Not approved.*Apply again$/),
      expect.stringMatching(/Karaoke Cup.*Under review$/),
      expect.stringMatching(/Podcast Hosts.*Not started$/),
      expect.stringMatching(/Family Night.*Approved$/),
    ]);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Apply for Good Vibe Room', 'Apply for Singer Stage']);
    fireEvent.click(screen.getByRole('button', { name: 'Apply for Singer Stage' }));
    await waitFor(() => expect(navigated).toEqual(['/activity-event/apply?activityId=12']));
  });

  it('speaks the page language', async () => {
    page(() => activities, 'th');
    expect(await screen.findByRole('button', { name: 'สมัคร Good Vibe Room' })).toHaveTextContent('สมัคร');
    expect(screen.getByText('ยังไม่เริ่ม')).toBeInTheDocument();
  });

  it('above the application form: only the chosen activity, without Apply; an id no activity has shows the empty text', async () => {
    page(() => activities, 'en', { source: 'activities', activityId: '12', emptyText: 'none' });
    const list = await screen.findByRole('list', { name: 'Activities' });
    expect(within(list).getAllByRole('listitem').map((r) => r.textContent)).toEqual([expect.stringMatching(/^Singer StageNot approved$/)]);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    page(() => activities, 'en', { source: 'activities', activityId: '99', emptyText: 'none' });
    expect(await screen.findByText('Nothing to apply for')).toBeInTheDocument();
  });

  it('an empty answer says so with the campaign text', async () => {
    page(() => []);
    expect(await screen.findByText('Nothing to apply for')).toBeInTheDocument();
  });

  it('a failed read shows the message with a retry that reads again', async () => {
    let fail = true;
    page(() => {
      if (fail) throw new ApiError(500, 'Network is busy, please try later.');
      return activities;
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network is busy, please try later.');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Apply for Good Vibe Room' })).toBeInTheDocument();
  });
});

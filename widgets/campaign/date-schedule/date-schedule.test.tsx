import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets, type ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { dateSchedule } from './index';
import { scheduleDays } from './scheduleDays';

afterEach(cleanup);

const NOW = Date.parse('2026-06-01T12:00:00+08:00');
const [today, tomorrow] = scheduleDays(NOW, 2, 0) as [string, string];
const hour = 3_600_000;
/** HH:mm on the user's clock, computed here without the widget's helpers. */
const local = (ms: number) => new Date(ms).toTimeString().slice(0, 5);
const show = (id: number, title: string, start: number, host = 'Luna') => ({ id, title, host: { userId: '30001', name: host, icon: '/vue/sandbox/avatar/30001.svg' }, startTime: new Date(start).toISOString(), endTime: new Date(start + hour).toISOString(), roomId: 9000 + id });

function page(answer: (req: ApiRequest) => unknown, props: Record<string, unknown> = { action: 'goToRoom' }) {
  const asked: string[] = [];
  const campaign = testCampaign({
    strings: { en: { title: 'T', none: 'No show today' } },
    actions: { goToRoom: [{ type: 'bridge', action: 'forward', args: { type: 9, id: '{{state.show.roomId}}' } }] },
    page: [{ type: 'date-schedule', props }],
  });
  const r = renderWithEngine(<CampaignPage campaign={campaign} />, {
    registry: [...layoutWidgets, dateSchedule],
    now: NOW,
    responses: {
      '/activity/podcast/listByDate': (req: ApiRequest) => {
        asked.push(String(req.params?.date));
        return answer(req);
      },
    },
  });
  return { ...r, asked };
}

describe('date-schedule', () => {
  it("today's shows, earliest first, with host and HH:mm times on the user's clock; today first in a 7-day picker", async () => {
    const { asked } = page(() => ({ rows: [show(2, 'Midnight Karaoke', NOW + 6 * hour, 'Kai'), show(1, 'Lunch Beats', NOW + 2 * hour)] }));
    const list = await screen.findByRole('list', { name: `Schedule of ${today}` });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.cw-sched__title')?.textContent)).toEqual(['Lunch Beats', 'Midnight Karaoke']);
    expect(items[0]).toHaveTextContent(`${local(NOW + 2 * hour)}-${local(NOW + 3 * hour)}`);
    expect(items[1]).toHaveTextContent('Kai');
    const days = screen.getAllByRole('tab');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName(`Today ${Number(today.slice(8))}`);
    expect(days[0]).toHaveAttribute('aria-selected', 'true');
    expect(asked).toEqual([today]);
  });

  it('picking another day asks for that date; a day without shows says so', async () => {
    const { asked } = page((req) => (req.params?.date === tomorrow ? { rows: [] } : { rows: [show(1, 'Lunch Beats', NOW + 2 * hour)] }), { emptyText: 'none' });
    await screen.findByText('Lunch Beats');
    fireEvent.click(screen.getAllByRole('tab')[1]!);
    expect(await screen.findByText('No show today')).toBeInTheDocument();
    expect(asked).toEqual([today, tomorrow]);
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('Go asks the app for the show\'s room (forward type 9); a show on air is Live, one that ended has no Go', async () => {
    const { services } = page(() => ({ rows: [show(1, 'Morning Coffee', NOW - 2 * hour), show(2, 'Lunch Beats', NOW - hour / 2), show(3, 'Love Stories', NOW + hour)] }));
    await screen.findByText('Lunch Beats');
    expect(screen.queryByRole('button', { name: 'Go to Morning Coffee' })).toBeNull();
    const onAir = screen.getByText('Lunch Beats').closest('li')!;
    expect(within(onAir).getByText('Live')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Love Stories' }));
    await waitFor(() => expect(services.bridge.calls).toEqual([{ action: 'forward', args: { type: 9, id: 9003 } }]));
  });

  it('a failed day shows the message with a retry that asks again', async () => {
    let fail = true;
    page(() => {
      if (fail) throw new ApiError(500, 'Network is busy, please try later.');
      return { rows: [show(1, 'Lunch Beats', NOW + hour)] };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network is busy, please try later.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lunch Beats')).toBeInTheDocument();
  });

  it("while a day's shows load, its placeholder is four rows of 80 px, 8 px apart (a show's row), as its definition reserves", async () => {
    await dateSchedule.component();
    const { container } = page(() => new Promise(() => {}));
    await waitFor(() => expect([...container.querySelectorAll<HTMLElement>('.cw-skeleton__row')].map((row) => row.style.height)).toEqual(Array(4).fill('80px')));
    expect(container.querySelector<HTMLElement>('.cw-skeleton')?.style.gap).toBe('8px');
    // Its padding, the day picker and the time zone line above the rows: 437 px, as the podcast schedule renders.
    expect(typeof dateSchedule.skeletonHeight === 'function' && dateSchedule.skeletonHeight({}, 0, 0)).toBe(8 + 51 + 6 + 14 + 6 + 4 * 80 + 3 * 8 + 8);
  });
});

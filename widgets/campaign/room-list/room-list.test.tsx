import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { roomList } from './index';

afterEach(cleanup);

const rooms = [
  { rank: 1, roomId: 920001, roomName: "Luna's Room", icon: '/vue/sandbox/avatar/20001.svg', owner: { userId: '20001', name: 'Luna' }, value: 2_480_000 },
  { rank: 2, roomId: 920002, roomName: 'Night Owls', owner: { userId: '20002', name: 'Owl' }, value: 919_241 },
];

function page(answer: () => unknown, props: Record<string, unknown> = { source: 'rooms', action: 'openRoom' }) {
  const campaign = testCampaign({
    strings: { en: { title: 'T', none: 'No rooms today' } },
    data: { rooms: { path: '/marketing/rankingList/getChatRoomRanking', params: { type: 0 } } },
    actions: { openRoom: [{ type: 'bridge', action: 'forward', args: { type: 9, id: '{{state.room.roomId}}' } }] },
    page: [{ type: 'room-list', props }],
  });
  return renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, roomList], responses: { '/marketing/rankingList/getChatRoomRanking': answer } });
}

describe('room-list', () => {
  it('a tap on a room asks the app to open it (forward type 9 with the room id of the answer)', async () => {
    const { services } = page(() => ({ list: rooms }));
    const luna = await screen.findByRole('button', { description: "Go to the room Luna's Room" });
    expect(luna).toHaveTextContent('Host: Luna');
    expect(luna).toHaveTextContent('2.5M');
    fireEvent.click(screen.getByRole('button', { description: 'Go to the room Night Owls' }));
    await waitFor(() => expect(services.bridge.calls).toEqual([{ action: 'forward', args: { type: 9, id: 920002 } }]));
  });

  it('without an action the rooms are shown but not tappable', async () => {
    page(() => ({ list: rooms }), { source: 'rooms' });
    await screen.findByText("Luna's Room");
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('while the rooms load, its placeholder (3 rows of 64 px, 6 px apart, for a limit of 3) is as tall as the room its definition reserves', async () => {
    await roomList.component();
    const { container } = page(() => new Promise(() => {}), { source: 'rooms', limit: 3 });
    await waitFor(() => expect([...container.querySelectorAll<HTMLElement>('.cw-skeleton__row')].map((row) => row.style.height)).toEqual(['64px', '64px', '64px']));
    expect(container.querySelector<HTMLElement>('.cw-skeleton')?.style.gap).toBe('6px');
    expect(typeof roomList.skeletonHeight === 'function' && roomList.skeletonHeight({ limit: 3 }, 0, 0)).toBe(16 + 3 * 64 + 2 * 6);
  });

  it('an empty ranking says so with the campaign text', async () => {
    page(() => ({ list: [] }), { source: 'rooms', emptyText: 'none' });
    expect(await screen.findByText('No rooms today')).toBeInTheDocument();
  });

  it('a failed read shows the message with a retry that reads again', async () => {
    let fail = true;
    page(() => {
      if (fail) throw new ApiError(500, 'Network is busy, please try later.');
      return { list: rooms };
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network is busy, please try later.');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { description: "Go to the room Luna's Room" })).toBeInTheDocument();
  });
});

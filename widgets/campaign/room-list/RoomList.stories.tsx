import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';

const meta: Meta = { title: 'Campaign/Room list', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  t: { en: "Today's rooms", ms: 'Bilik hari ini', th: 'ห้องของวันนี้', ph: 'Mga room ngayong araw', fil: 'Mga room ngayong araw', vi: 'Phòng hôm nay' },
});

const PATH = '/marketing/rankingList/getChatRoomRanking';
const actions = { openRoom: [{ type: 'bridge' as const, action: 'forward', args: { type: 9, id: '{{state.room.roomId}}' } }] };
const show = (extra: Partial<Story> = {}): Story => ({
  render: () => renderNode({ type: 'room-list', props: { source: 'rooms', action: 'openRoom', title: 't' } }, { strings, actions, data: { rooms: { path: PATH, params: { type: 0, size: 30 } } } }),
  ...extra,
});
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

/** Today's busiest rooms as the sandbox answers them; a tap asks the app to open the room. */
export const Default = show();
export const Loading = dataStates(Default, { [PATH]: { list: [] } }).Loading;
export const Empty = show({ parameters: { responses: { [PATH]: () => ({ list: [] }) } } });
export const ErrorState = show({
  parameters: {
    responses: {
      [PATH]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
});
export const HostileAndLongNames = show({
  parameters: {
    responses: {
      [PATH]: () => ({
        list: [
          { rank: 1, roomId: 1, roomName: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)', owner: { name: 'x'.repeat(300) }, value: 5_000_000 },
          { rank: 2, roomId: 2, roomName: 'ห้องคาราโอเกะยามดึกสำหรับทุกคนที่รักการร้องเพลง', owner: { name: 'Tên người dùng rất dài' }, value: 12 },
        ],
      }),
    },
  },
});
/** Room and owner names as long as Thai (no spaces between words) and Vietnamese (stacked diacritics) write them. */
const longRooms = (text: string) => ({
  [PATH]: () => ({ list: [1, 2, 3].map((rank) => ({ rank, roomId: rank, roomName: text, owner: { userId: String(20000 + rank), name: text }, value: 3_000_000 / rank })) }),
});
export const LongThai = show({ globals: { locale: 'th' }, parameters: { responses: longRooms(LONG_TH) } });
export const LongVietnamese = show({ globals: { locale: 'vi' }, parameters: { responses: longRooms(LONG_VI) } });
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

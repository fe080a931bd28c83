import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Campaign/Date schedule', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  t: { en: 'Podcast schedule', ms: 'Jadual podcast', th: 'ตารางพอดแคสต์', ph: 'Iskedyul ng podcast', fil: 'Iskedyul ng podcast', vi: 'Lịch podcast' },
});

const PATH = '/activity/podcast/listByDate';
const actions = { goToRoom: [{ type: 'bridge' as const, action: 'forward', args: { type: 9, id: '{{state.show.roomId}}' } }] };
const show = (extra: Partial<Story> = {}): Story => ({
  render: () => renderNode({ type: 'date-schedule', props: { path: PATH, action: 'goToRoom', title: 't' } }, { strings, actions }),
  ...extra,
});
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

/** The week's podcasts as the sandbox plans them (four shows a day); Go asks the app for the room. */
export const Default = show();
export const Loading = dataStates(Default, { [PATH]: { rows: [] } }).Loading;
export const Empty = show({ parameters: { responses: { [PATH]: () => ({ rows: [] }) } } });
export const ErrorState = show({
  parameters: {
    responses: {
      [PATH]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
});
export const HostileAndLongTitles = show({
  parameters: {
    responses: {
      [PATH]: () => ({
        rows: [
          { id: 1, title: '<img src=x onerror=alert(1)>', host: { name: 'x'.repeat(300), icon: 'javascript:alert(1)' }, startTime: '2030-01-01T10:00:00+08:00', endTime: '2030-01-01T11:00:00+08:00', roomId: 1 },
          { id: 2, title: 'รายการพูดคุยยามเช้ากับดีเจที่ทุกคนชื่นชอบที่สุดในประเทศ', host: { name: 'Nguyễn Thị Minh Khai' }, startTime: '2030-01-01T12:00:00+08:00', roomId: 2 },
        ],
      }),
    },
  },
});
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

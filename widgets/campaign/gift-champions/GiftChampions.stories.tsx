import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Campaign/Gift champions', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  t: { en: 'Gift champions this week', ms: 'Juara hadiah minggu ini', th: 'แชมป์ของขวัญสัปดาห์นี้', ph: 'Mga kampeon ng regalo ngayong linggo', fil: 'Mga kampeon ng regalo ngayong linggo', vi: 'Quán quân quà tặng tuần này' },
  last: { en: "Last week's gift champions", ms: 'Juara hadiah minggu lepas', th: 'แชมป์ของขวัญสัปดาห์ที่แล้ว', ph: 'Mga kampeon ng regalo noong nakaraang linggo', fil: 'Mga kampeon ng regalo noong nakaraang linggo', vi: 'Quán quân quà tặng tuần trước' },
});

const THIS_WEEK = '/marketing/rankingListGift/list';
const LAST_WEEK = '/marketing/rankingList/giftTopListByLastWeek';
const show = (source: string, path: string, extra: Partial<Story> = {}, campaign: StoryCampaign = {}): Story => ({
  render: () => renderNode({ type: 'gift-champions', props: { source, title: source === 'last' ? 'last' : 't' } }, { strings, data: { [source]: { path } }, ...campaign }),
  ...extra,
});
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

/** This week's champions of six gifts, as the sandbox answers them. */
export const Default = show('t', THIS_WEEK);
export const Loading = dataStates(Default, { [THIS_WEEK]: [] }).Loading;
/** Last week: each gift's top sender and top receiver. */
export const LastWeek = show('last', LAST_WEEK);
export const Empty = show('t', THIS_WEEK, { parameters: { responses: { [THIS_WEEK]: () => [] } } });
export const ErrorState = show('t', THIS_WEEK, {
  parameters: {
    responses: {
      [THIS_WEEK]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
});
export const HostileAndLongNames = show('t', THIS_WEEK, {
  parameters: {
    responses: {
      [THIS_WEEK]: () => [
        { gift: { id: 1, name: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)' }, top: [{ name: 'W'.repeat(500), value: 5000 }] },
        { gift: { id: 2, name: 'ของขวัญชื่อยาวมากของขวัญชื่อยาวมากของขวัญชื่อยาวมาก' }, top: [{ name: 'Tên người dùng rất dài Tên người dùng rất dài', value: 10 }] },
      ],
    },
  },
});
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/Record list', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  "t": {
    "en": "My prizes",
    "ms": "Hadiah saya",
    "th": "รางวัลของฉัน",
    "ph": "Aking mga premyo",
    "fil": "Aking mga premyo",
    "vi": "Phần thưởng của tôi"
  },
  "long": {
    "en": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "th": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "vi": "Sự kiện diễn ra cho đến khi đồng hồ đếm ngược về không. Mỗi viên kim cương bạn nhận được từ quà tặng trong thời gian sự kiện đều được tính vào thứ hạng của bạn; phần thưởng sẽ được gửi vào ba lô trong vòng ba ngày.",
    "ms": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "ph": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "fil": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด"
  }
});

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'record-list', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

const MY_PRIZES = '/activity/spark/listUserPrizeRecord';
/** The player's own prizes as the draw answers them: the prize as an object, newest first, one every few minutes. */
const myPrizes = [['Sports Car', 1], ['Crown', 1], ['Teddy Bear', 2], ['Love Letter', 3], ['Bubble Tea', 5], ['Rose', 10]].map(([name, count], i) => ({
  prize: { name, icon: '/avatar.svg', count },
  actCategory: 1,
  time: new Date(Date.parse('2026-11-22T09:58:00+08:00') - i * 7 * 60_000).toISOString(),
}));

export const Default: Story = { ...show({ kind: 'prizes', path: MY_PRIZES, title: 't' }), parameters: { responses: { [MY_PRIZES]: { list: myPrizes, hasMore: false } } } };
export const Loading: Story = { ...show({ kind: 'prizes', path: MY_PRIZES, title: 't' }), parameters: { responses: { [MY_PRIZES]: () => new Promise(() => undefined) } } };
export const Empty: Story = { ...show({ kind: 'prizes', path: MY_PRIZES, title: 't' }), parameters: { responses: { [MY_PRIZES]: { list: [], hasMore: false } } } };
/** Everyone's draws from the sandbox: each row names the user and the prize. */
export const EveryonesDraws = show({ kind: 'draws', path: '/activity/spark/listPrizeRecords' });
export const Invitations = show({ kind: 'invitations', path: '/marketing/activity/apply/listActivityV1', paging: 'reach-bottom' });
export const ErrorState = show({ kind: 'exp', path: '/storybook/unavailable' });
export const LongText: Story = { ...show({ kind: 'draws', path: '/activity/spark/listPrizeRecords', title: 'long' }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Campaign/Rewards list', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  "t": {
    "en": "Rewards",
    "ms": "Ganjaran",
    "th": "รางวัล",
    "ph": "Mga Premyo",
    "fil": "Mga Premyo",
    "vi": "Phần thưởng"
  },
  "p1": {
    "en": "Top 1",
    "ms": "Tempat 1",
    "th": "อันดับ 1",
    "ph": "Top 1",
    "fil": "Top 1",
    "vi": "Top 1"
  },
  "p2": {
    "en": "Top 2-3",
    "ms": "Tempat 2-3",
    "th": "อันดับ 2-3",
    "ph": "Top 2-3",
    "fil": "Top 2-3",
    "vi": "Top 2-3"
  },
  "p3": {
    "en": "Top 4-10",
    "ms": "Tempat 4-10",
    "th": "อันดับ 4-10",
    "ph": "Top 4-10",
    "fil": "Top 4-10",
    "vi": "Top 4-10"
  },
  "r1": {
    "en": "Golden crown frame + 50K diamonds",
    "ms": "Bingkai mahkota emas + 50K berlian",
    "th": "กรอบมงกุฎทอง + 50K เพชร",
    "ph": "Golden crown frame + 50K diamonds",
    "fil": "Golden crown frame + 50K diamonds",
    "vi": "Khung vương miện vàng + 50K kim cương"
  },
  "r2": {
    "en": "Silver frame + 20K diamonds",
    "ms": "Bingkai perak + 20K berlian",
    "th": "กรอบเงิน + 20K เพชร",
    "ph": "Silver frame + 20K diamonds",
    "fil": "Silver frame + 20K diamonds",
    "vi": "Khung bạc + 20K kim cương"
  },
  "r3": {
    "en": "Star badge + 5K diamonds",
    "ms": "Lencana bintang + 5K berlian",
    "th": "เหรียญดาว + 5K เพชร",
    "ph": "Star badge + 5K diamonds",
    "fil": "Star badge + 5K diamonds",
    "vi": "Huy hiệu ngôi sao + 5K kim cương"
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

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'rewards-list', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

export const Default = show({ title: 't', rows: [{ place: 'p1', prize: 'r1', image: '/banner.svg' }, { place: 'p2', prize: 'r2' }, { place: 'p3', prize: 'r3' }] });
export const Empty = show({ title: 't', rows: [] });
export const LongText: Story = { ...show({ title: 't', rows: [{ place: 'p1', prize: 'long' }] }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');
/** Read from the hall of fame's reward configuration (the sandbox's answer), one group of it. */
export const FromRewardConfig: Story = {
  render: () => renderNode({ type: 'rewards-list', props: { source: 'rewards', group: 'sentWeekly', title: 't' } }, { strings, data: { rewards: { path: '/marketing/hallOfFameReward/listRewardConfig' } } }),
};
/** The read of the reward configuration: its skeleton, and its failure with Retry (the written rows' Empty is above). */
const sourceStates = dataStates(FromRewardConfig, { '/marketing/hallOfFameReward/listRewardConfig': { sentWeekly: [] } });
export const SourceLoading = sourceStates.Loading;
export const SourceErrorWithRetry = sourceStates.ErrorWithRetry;

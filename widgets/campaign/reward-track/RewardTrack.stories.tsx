import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/Reward track', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const levels = [1, 2, 3, 4, 5].map((level) => ({ level, exp: level * 200, free: { name: `${level * 100} diamonds`, received: level === 1 }, premium: { name: ['Golden frame', 'Heart vehicle', 'Crown effect', 'Castle', 'Sky Castle'][level - 1] } }));
const actions = { claim: [{ type: 'toast' as const, text: 't' }], upgrade: [{ type: 'toast' as const, text: 't' }] };

const strings = everyLanguage({
  "t": {
    "en": "Diamond Pass",
    "ms": "Pas Berlian",
    "th": "ไดมอนด์พาส",
    "ph": "Diamond Pass",
    "fil": "Diamond Pass",
    "vi": "Thẻ Kim Cương"
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

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'reward-track', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });
const PASS_PATH = '/activity/diamondPass/progress';

export const Default = show({ levels, exp: 650, title: 't', claimAction: 'claim', upgradeAction: 'upgrade' }, { actions });
export const Premium = show({ levels, exp: 650, premiumOwned: true, title: 't', claimAction: 'claim' }, { actions });
export const Loading = show({ exp: 0, title: 't', claimAction: 'claim' }, { actions });
export const Empty = show({ levels: [], exp: 0, claimAction: 'claim' }, { actions });
/** The levels and EXP come from the pass's data source; the server is busy, so the widget's place says so and offers a retry. */
export const ErrorState: Story = {
  ...show({ levels: '{{data.pass.levels}}', exp: '{{data.pass.exp}}', title: 't', claimAction: 'claim', upgradeAction: 'upgrade' }, { actions, data: { pass: { path: PASS_PATH } } }),
  parameters: {
    responses: {
      [PASS_PATH]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
};
export const LongText: Story = { ...show({ levels: [{ level: 1, exp: 100, free: { name: 'กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด' }, premium: { name: 'Sự kiện diễn ra cho đến khi đồng hồ đếm ngược về không. Mỗi viên kim cương bạn nhận được từ quà tặng trong thời gian sự kiện đều được tính vào thứ hạng của bạn; phần thưởng sẽ được gửi vào ba lô trong vòng ba ngày.' } }], exp: 650, title: 'long', claimAction: 'claim' }, { actions }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

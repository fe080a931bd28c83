import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/Sign-in calendar', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, reward: day === 7 ? 'Golden frame' : `${day * 10} coins`, icon: '/avatar.svg', signed: day === 1 || day === 3 }));
const actions = { sign: [{ type: 'toast' as const, text: 't' }] };

const strings = everyLanguage({
  "t": {
    "en": "Daily sign-in",
    "ms": "Daftar masuk harian",
    "th": "เช็คอินรายวัน",
    "ph": "Araw-araw na sign-in",
    "fil": "Araw-araw na sign-in",
    "vi": "Điểm danh hằng ngày"
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

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'sign-in-calendar', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });
const SIGN_IN_PATH = '/activity/signIn/info';

export const Default = show({ days, today: 4, title: 't', signAction: 'sign' }, { actions });
export const Loading = show({ today: 1, title: 't', signAction: 'sign' }, { actions });
export const Empty = show({ days: [], today: 1, signAction: 'sign' }, { actions });
/** The days come from the sign-in's data source; the server is busy, so the widget's place says so and offers a retry. */
export const ErrorState: Story = {
  ...show({ days: '{{data.signIn.days}}', today: '{{data.signIn.today}}', title: 't', signAction: 'sign' }, { actions, data: { signIn: { path: SIGN_IN_PATH } } }),
  parameters: {
    responses: {
      [SIGN_IN_PATH]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
};
export const LongText: Story = { ...show({ days: days.map((d) => ({ ...d, reward: 'กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด' })), today: 4, title: 'long', signAction: 'sign' }, { actions }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

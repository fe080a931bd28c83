import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/Points mall', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

type Lang = 'en' | 'ms' | 'th' | 'ph' | 'fil' | 'vi';
/** Item names come from the server in the caller's language, so each language's story has its own. */
const NAMES: Record<Lang, readonly [string, string, string, string]> = {
  en: ['Rose frame (7 days)', 'Castle vehicle (30 days)', 'Heart badge', '1,000 diamonds'],
  ms: ['Bingkai ros (7 hari)', 'Kenderaan istana (30 hari)', 'Lencana hati', '1,000 berlian'],
  th: ['กรอบกุหลาบ (7 วัน)', 'ยานพาหนะปราสาท (30 วัน)', 'เหรียญตราหัวใจ', '1,000 เพชร'],
  ph: ['Rose frame (7 araw)', 'Castle na sasakyan (30 araw)', 'Heart badge', '1,000 diamante'],
  fil: ['Rose frame (7 araw)', 'Castle na sasakyan (30 araw)', 'Heart badge', '1,000 diamante'],
  vi: ['Khung hoa hồng (7 ngày)', 'Xe lâu đài (30 ngày)', 'Huy hiệu trái tim', '1.000 kim cương'],
};
const productsIn = (lang: Lang) => {
  const [rose, castle, heart, diamonds] = NAMES[lang];
  return [
    { id: 1, name: rose, price: 300, stock: 12, icon: '/avatar.svg' },
    { id: 2, name: castle, price: 5000, stock: 2, icon: '/avatar.svg' },
    { id: 3, name: heart, price: 100, stock: 0, icon: '/avatar.svg' },
    { id: 4, name: diamonds, price: 800, icon: '/avatar.svg' },
  ];
};
const products = productsIn('en');
const actions = { buy: [{ type: 'toast' as const, text: 't' }] };

const strings = everyLanguage({
  "t": {
    "en": "Points mall",
    "ms": "Kedai mata",
    "th": "ร้านแลกคะแนน",
    "ph": "Points mall",
    "fil": "Points mall",
    "vi": "Cửa hàng điểm"
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

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'points-mall', props }, { strings, ...campaign }) });
const inLocale = (locale: Lang): Story => ({ ...show({ products: productsIn(locale), points: 1200, title: 't', buyAction: 'buy' }, { actions }), globals: { locale } });
const MALL_PATH = '/activity/scoreMall/index';

export const Default = show({ products, points: 1200, title: 't', buyAction: 'buy' }, { actions });
export const Loading = show({ title: 't', buyAction: 'buy' }, { actions });
export const Empty = show({ products: [], points: 0, buyAction: 'buy' }, { actions });
/** The products and points come from the mall's data source; the server is busy, so the widget's place says so and offers a retry. */
export const ErrorState: Story = {
  ...show({ products: '{{data.mall.products}}', points: '{{data.mall.points}}', title: 't', buyAction: 'buy' }, { actions, data: { mall: { path: MALL_PATH } } }),
  parameters: {
    responses: {
      [MALL_PATH]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
};
export const SoldOut = show({ products: products.map((p) => ({ ...p, stock: 0 })), points: 9000, buyAction: 'buy' }, { actions });
export const LongText: Story = { ...show({ products: [{ id: 9, name: 'กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด', price: 300 }, { id: 10, name: 'Sự kiện diễn ra cho đến khi đồng hồ đếm ngược về không. Mỗi viên kim cương bạn nhận được từ quà tặng trong thời gian sự kiện đều được tính vào thứ hạng của bạn; phần thưởng sẽ được gửi vào ba lô trong vòng ba ngày.', price: 200 }], points: 1200, title: 'long', buyAction: 'buy' }, { actions }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/Banner', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  "alt": {
    "en": "Starlight Gift Festival",
    "ms": "Pesta Hadiah Cahaya Bintang",
    "th": "เทศกาลของขวัญแสงดาว",
    "ph": "Starlight Gift Festival",
    "fil": "Starlight Gift Festival",
    "vi": "Lễ hội quà tặng Ánh Sao"
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

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'banner', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

export const Default = show({ image: '/banner.svg', alt: 'alt', ratio: '750/360' });
export const BlockedUrl = show({ image: 'https://evil.example/x.png', alt: 'alt' });
export const LongText: Story = { ...show({ image: '/banner.svg', alt: 'long' }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/User chip', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  "long": {
    "en": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "th": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "vi": "Sự kiện diễn ra cho đến khi đồng hồ đếm ngược về không. Mỗi viên kim cương bạn nhận được từ quà tặng trong thời gian sự kiện đều được tính vào thứ hạng của bạn; phần thưởng sẽ được gửi vào ba lô trong vòng ba ngày.",
    "ms": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "ph": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "fil": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด"
  }
});

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'user-chip', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

export const Default = show({ name: 'LunaStar', avatar: '/avatar.svg', userId: 10001 });
export const Large = show({ name: 'LunaStar', avatar: '/avatar.svg', userId: 10001, size: 'large' });
export const HostileName = show({ name: '<img src=x onerror=alert(1)>', avatar: 'javascript:alert(1)' });
export const FiveThousandCharacters = show({ name: 'W'.repeat(5000), userId: 1 });
export const LongText: Story = { ...show({ name: 'กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด', userId: '9999999999999999999999999999999999999999' }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

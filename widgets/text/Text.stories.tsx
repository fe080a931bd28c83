import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode, type StoryCampaign } from '../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/Text', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  "rules": {
    "en": "The event runs until the countdown reaches zero. Every diamond you receive from gifts during the event counts toward your ranking.\n\nRewards are sent to your backpack within three days after the event ends.",
    "ms": "Acara berlangsung sehingga kiraan detik mencapai sifar. Setiap berlian yang anda terima daripada hadiah dikira dalam kedudukan anda.\n\nGanjaran dihantar ke beg anda dalam tempoh tiga hari selepas acara tamat.",
    "th": "กิจกรรมจะดำเนินไปจนกว่าการนับถอยหลังจะเป็นศูนย์ เพชรทุกเม็ดที่ได้รับจากของขวัญจะนับรวมในอันดับของคุณ\n\nรางวัลจะถูกส่งไปยังกระเป๋าภายในสามวันหลังกิจกรรมสิ้นสุด",
    "ph": "Tatakbo ang event hanggang maging zero ang countdown. Bawat diamond na natanggap mo mula sa regalo ay bibilangin sa iyong ranggo.\n\nIpapadala ang mga premyo sa iyong backpack sa loob ng tatlong araw.",
    "fil": "Tatakbo ang event hanggang maging zero ang countdown. Bawat diamond na natanggap mo mula sa regalo ay bibilangin sa iyong ranggo.\n\nIpapadala ang mga premyo sa iyong backpack sa loob ng tatlong araw.",
    "vi": "Sự kiện diễn ra cho đến khi đồng hồ về không. Mỗi viên kim cương nhận từ quà tặng đều được tính vào thứ hạng.\n\nPhần thưởng được gửi vào ba lô trong vòng ba ngày."
  },
  "rulesTitle": {
    "en": "Rules",
    "ms": "Peraturan",
    "th": "กติกา",
    "ph": "Mga Patakaran",
    "fil": "Mga Patakaran",
    "vi": "Thể lệ"
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

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'text', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

export const Default = show({ title: 'rulesTitle', text: 'rules' });
export const LongText: Story = { ...show({ title: 'rulesTitle', text: 'long' }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/LevelDisplay', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'Our love nest', ms: 'Sarang cinta kami', th: 'รังรักของเรา', fil: 'Ang aming love nest', vi: 'Tổ ấm của chúng ta' },
  house1: { en: 'Ice Cream House', ms: 'Rumah Aiskrim', th: 'บ้านไอศกรีม', fil: 'Ice Cream House', vi: 'Nhà Kem' },
  house2: { en: 'Donut House', ms: 'Rumah Donat', th: 'บ้านโดนัท', fil: 'Donut House', vi: 'Nhà Bánh Donut' },
  house3: { en: 'Romantic Cottage', ms: 'Pondok Romantik', th: 'กระท่อมโรแมนติก', fil: 'Romantikong Kubo', vi: 'Căn Nhà Lãng Mạn' },
  house4: { en: 'City of Love', ms: 'Kota Cinta', th: 'เมืองแห่งความรัก', fil: 'Lungsod ng Pag-ibig', vi: 'Thành Phố Tình Yêu' },
  house5: { en: 'Fantasy Castle', ms: 'Istana Fantasi', th: 'ปราสาทแห่งจินตนาการ', fil: 'Kastilyo ng Pantasya', vi: 'Lâu Đài Kỳ Ảo' },
  house6: { en: 'Neverland', ms: 'Neverland', th: 'เนเวอร์แลนด์', fil: 'Neverland', vi: 'Xứ Sở Thần Tiên' },
  house7: { en: 'Sky Castle', ms: 'Istana Langit', th: 'ปราสาทลอยฟ้า', fil: 'Kastilyo sa Langit', vi: 'Lâu Đài Trên Không' },
});

const levels = [100, 520, 1314, 3344, 5200, 9999, 13140].map((points, i) => ({ level: i + 1, points }));
const show = (value: number): Story => ({ render: () => renderNode({ type: 'level-display', props: { title: 'title', levels, value, nameKey: 'house{level}' } }, { strings }) });

export const Default = show(1500);
export const NotUnlocked = show(0);
export const TopLevel = show(20000);
/** The server's names when the campaign has no string for a level. */
export const ServerNames: Story = { render: () => renderNode({ type: 'level-display', props: { levels: [{ level: 1, points: 10, name: 'Bronze' }, { level: 2, points: 50, name: 'Silver' }], value: 20 } }, { strings }) };
export const Thai: Story = { ...Default, globals: { locale: 'th' } };
export const Malay: Story = { ...Default, globals: { locale: 'ms' } };
export const Filipino: Story = { ...Default, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...Default, globals: { locale: 'vn' } };

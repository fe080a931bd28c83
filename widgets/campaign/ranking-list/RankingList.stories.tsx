import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/Ranking list', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const names = ['LunaStar', 'NightOwl', 'RubyRain', 'KaiWave', 'MiloFox', 'ZaraBloom', 'EchoByte', 'NovaSky', 'PixelPete', 'SunnyDay'];
const rows = names.map((name, i) => ({ userId: String(1000 + i), name, avatar: '/avatar.svg', diamonds: Math.round(2480000 * 0.78 ** i) }));
const many = Array.from({ length: 1500 }, (_, i) => ({ name: `Player ${i + 1}`, diamonds: 3000000 - i * 1900 }));
/** The player at #12: below #10 (about 265K), 23.5K behind #11. */
const own = { diamond: 198400, orderNumber: 12, distanceDiamond: 23500 };
/** #12 of the long list: 1,900 behind #11, like every row. */
const ownInMany = { diamond: 2979100, orderNumber: 12, distanceDiamond: 1900 };

const strings = everyLanguage({
  "ranking": {
    "en": "Ranking",
    "ms": "Kedudukan",
    "th": "อันดับ",
    "ph": "Ranggo",
    "fil": "Ranggo",
    "vi": "Bảng xếp hạng"
  }
});

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'ranking-list', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

export const Default = show({ rows, own, title: 'ranking' });
export const Loading = show({ title: 'ranking' });
export const Empty = show({ rows: [], title: 'ranking' });
export const ErrorState = show({ source: 'ranking' }, { data: { ranking: { path: '/storybook/unavailable' } } });
export const Thousands = show({ rows: many, own: ownInMany });
export const HostileNames = show({ rows: [{ name: '<img src=x onerror=alert(1)>', diamonds: 5000 }, { name: 'x'.repeat(5000), diamonds: 4000 }] });
export const LongText: Story = { ...show({ rows: [{ name: 'ชื่อผู้ใช้ยาวมากชื่อผู้ใช้ยาวมากชื่อผู้ใช้ยาวมากชื่อผู้ใช้ยาวมากชื่อผู้ใช้ยาวมากชื่อผู้ใช้ยาวมากชื่อผู้ใช้ยาวมากชื่อผู้ใช้ยาวมาก Tên người dùng rất dài Tên người dùng rất dài Tên người dùng rất dài Tên người dùng rất dài Tên người dùng rất dài Tên người dùng rất dài ', diamonds: 919241 }, ...rows], own, title: 'ranking' }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageNode } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';

const strings = everyLanguage({
  item: { en: 'Gift record', ms: 'Rekod hadiah', th: 'ประวัติของขวัญ', ph: 'Tala ng regalo', fil: 'Tala ng regalo', vi: 'Lịch sử quà tặng' },
  more: { en: 'Loading more…', ms: 'Memuatkan lagi…', th: 'กำลังโหลดเพิ่ม…', ph: 'Naglo-load pa…', fil: 'Naglo-load pa…', vi: 'Đang tải thêm…' },
  long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI },
});
const actions = { more: [{ type: 'toast' as const, text: 'more' }] };
const rows = (text: string, n = 12): PageNode[] => Array.from({ length: n }, () => ({ type: 'button', props: { text, type: 'default', size: 'large' } }));

const meta = {
  title: 'Platform/Scroll',
  render: ({ children, ...props }) => renderNode({ type: 'scroll', props, children: children as PageNode[] }, { strings, actions }),
  args: { height: 600, onReachBottom: 'more', children: rows('item') },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = { args: { direction: 'x', height: 140, onReachBottom: undefined, onReachRight: 'more', children: rows('item', 8).map((n) => ({ ...n, props: { ...n.props, size: 'normal' } })) } };
export const Both: Story = { args: { direction: 'auto', offset: 60 } };
export const Empty: Story = { args: { children: [{ type: 'empty-state' }] } };
export const LongThai: Story = { args: { children: rows('long', 4) }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { children: rows('long', 4) }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';

const strings = everyLanguage({
  noRecords: { en: 'No prize records yet', ms: 'Belum ada rekod hadiah', th: 'ยังไม่มีประวัติรางวัล', ph: 'Wala pang tala ng premyo', fil: 'Wala pang tala ng premyo', vi: 'Chưa có lịch sử giải thưởng' },
  long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI },
});

const meta = {
  title: 'Platform/EmptyState',
  render: (args) => renderNode({ type: 'empty-state', props: args }, { strings }),
  args: {},
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CampaignText: Story = { args: { text: 'noRecords' } };
export const WithPicture: Story = { args: { text: 'noRecords', image: '/avatar.svg' } };
export const Compact: Story = { args: { compact: true } };
export const LongThai: Story = { args: { text: 'long' }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { text: 'long' }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

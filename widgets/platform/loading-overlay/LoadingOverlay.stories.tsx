import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';

const strings = everyLanguage({
  saving: { en: 'Saving your wish…', ms: 'Menyimpan hajat anda…', th: 'กำลังบันทึกคำอธิษฐาน…', ph: 'Sine-save ang iyong hiling…', fil: 'Sine-save ang iyong hiling…', vi: 'Đang lưu điều ước…' },
  long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI },
});

const meta = {
  title: 'Platform/LoadingOverlay',
  render: (args) => renderNode({ type: 'loading-overlay', props: args }, { strings }),
  args: {},
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CampaignText: Story = { args: { text: 'saving' } };
export const Transparent: Story = { args: { transparent: true } };
export const Hidden: Story = { args: { visible: false } };
export const LongThai: Story = { args: { text: 'long' }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { text: 'long' }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

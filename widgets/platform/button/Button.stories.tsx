import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';

const strings = everyLanguage({
  cta: { en: 'Join now', ms: 'Sertai sekarang', th: 'เข้าร่วมเลย', ph: 'Sumali na', fil: 'Sumali na', vi: 'Tham gia ngay' },
  long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI },
  joined: { en: 'Joined!', ms: 'Telah sertai!', th: 'เข้าร่วมแล้ว!', ph: 'Nakasali na!', fil: 'Nakasali na!', vi: 'Đã tham gia!' },
});
// A money action answered by the sandbox: the activity application (POST /marketing/activity/apply/saveV1).
const actions = { join: [{ type: 'api' as const, path: '/marketing/activity/apply/saveV1', method: 'POST' as const, money: true, onSuccess: [{ type: 'toast' as const, text: 'joined' }] }] };

const meta = {
  title: 'Platform/Button',
  render: (args) => renderNode({ type: 'button', props: args }, { strings, actions }),
  args: { text: 'cta', action: 'join' },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Info: Story = { args: { type: 'info' } };
export const Plain: Story = { args: { type: 'default' } };
export const Warning: Story = { args: { type: 'warning', size: 'small' } };
export const Danger: Story = { args: { type: 'danger', size: 'mini' } };
export const Large: Story = { args: { size: 'large' } };
export const Disabled: Story = { args: { disabled: true } };
export const FixedBottomCenter: Story = { args: { size: 'large', fixed: { x: 'center', y: 'bottom' } } };
export const FixedTopRight: Story = { args: { size: 'small', fixed: { x: 'right', y: 'top' } } };
export const LongThai: Story = { args: { text: 'long', size: 'large' }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { text: 'long', size: 'large' }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

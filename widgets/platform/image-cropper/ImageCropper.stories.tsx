import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const strings = everyLanguage({
  saved: { en: 'Cover saved', ms: 'Kulit disimpan', th: 'บันทึกภาพปกแล้ว', ph: 'Na-save ang cover', fil: 'Na-save ang cover', vi: 'Đã lưu ảnh bìa' },
});
const actions = { saved: [{ type: 'toast' as const, text: 'saved' }] };

const meta = {
  title: 'Platform/ImageCropper',
  render: (args) => renderNode({ type: 'image-cropper', props: args }, { strings, actions, assets: { 'cover.svg': '/banner.svg' } }),
  args: { src: 'cover.svg', action: 'saved' },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SquareBox: Story = { args: { boxWidth: 200, boxHeight: 200 } };
export const Empty: Story = { args: { src: undefined } };
export const PickOnly: Story = { args: { src: undefined, allowPick: true } };
export const LongThai: Story = { args: { src: undefined }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { src: undefined }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

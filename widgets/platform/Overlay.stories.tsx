import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../.storybook/storyText';

const strings = everyLanguage({
  heading: { en: 'Your gift', ms: 'Hadiah anda', th: 'ของขวัญของคุณ', ph: 'Ang iyong regalo', fil: 'Ang iyong regalo', vi: 'Quà của bạn' },
  claim: { en: 'Claim', ms: 'Tuntut', th: 'รับรางวัล', ph: 'Kunin', fil: 'Kunin', vi: 'Nhận' },
  long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI },
});

const meta = {
  title: 'Platform/Overlay',
  render: ({ body, ...props }) =>
    renderNode({ type: 'overlay', id: 'gift', props, children: [{ type: 'text', props: { text: body as string | undefined } }, { type: 'button', props: { text: 'claim', size: 'large' } }] }, { strings }),
  args: { open: true, title: 'heading', body: 'heading' },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Top: Story = { args: { position: 'top' } };
export const Bottom: Story = { args: { position: 'bottom' } };
export const NoCloseButton: Story = { args: { showClose: false, closeOnOverlay: false } };
export const LongThai: Story = { args: { title: 'long', body: 'long' }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { title: 'long', body: 'long' }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

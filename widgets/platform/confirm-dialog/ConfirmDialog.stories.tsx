import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';

const strings = everyLanguage({
  question: { en: 'Spend {price} diamonds on this bet?', ms: 'Belanjakan {price} berlian untuk pertaruhan ini?', th: 'ใช้ {price} เพชรสำหรับการเดิมพันนี้ไหม?', ph: 'Gumastos ng {price} diyamante sa taya na ito?', fil: 'Gumastos ng {price} diyamante sa taya na ito?', vi: 'Dùng {price} kim cương cho lượt đặt cược này?' },
  heading: { en: 'Confirm purchase', ms: 'Sahkan pembelian', th: 'ยืนยันการซื้อ', ph: 'Kumpirmahin ang pagbili', fil: 'Kumpirmahin ang pagbili', vi: 'Xác nhận mua' },
  long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI },
  done: { en: 'Done', ms: 'Selesai', th: 'เสร็จแล้ว', ph: 'Tapos na', fil: 'Tapos na', vi: 'Xong' },
});
const actions = { done: [{ type: 'toast' as const, text: 'done' }] };

const meta = {
  title: 'Platform/ConfirmDialog',
  render: (args) => renderNode({ type: 'confirm-dialog', id: 'sure', props: args }, { strings, actions }),
  args: { open: true, text: 'question', values: { price: 399 }, onConfirm: 'done' },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithTitle: Story = { args: { title: 'heading' } };
export const NoPromptPerGame: Story = { args: { noPromptGame: 'storybook-demo' } };
export const LongThai: Story = { args: { text: 'long', title: 'long', noPromptGame: 'storybook-demo' }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { text: 'long', title: 'long', noPromptGame: 'storybook-demo' }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

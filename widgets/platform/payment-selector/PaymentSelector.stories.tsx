import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';

const strings = everyLanguage({
  chosen: { en: 'Channel: {{state.payChannel}}', ms: 'Saluran: {{state.payChannel}}', th: 'ช่องทาง: {{state.payChannel}}', ph: 'Channel: {{state.payChannel}}', fil: 'Channel: {{state.payChannel}}', vi: 'Kênh: {{state.payChannel}}' },
  long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI },
});
const actions = { chosen: [{ type: 'toast' as const, text: 'chosen' }] };

const meta = {
  title: 'Platform/PaymentSelector',
  render: (args) => renderNode({ type: 'payment-selector', id: 'pay', props: args }, { strings, actions }),
  args: { open: true, onSelect: 'chosen' },
  parameters: { env: { platform: 'browser' } },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const IosApp: Story = { parameters: { env: { platform: 'ios', appVersion: '3.19.0' } } };
export const OldAndroidApp: Story = { parameters: { env: { platform: 'android', appVersion: '3.17.0' } } };
export const WithThirdParty: Story = { args: { userCode: 'U10002', productCode: 'P600' } };
export const GivenChannels: Story = { args: { channels: ['GCash', 'Maya', 'Other'] } };
export const LongThai: Story = { args: { title: 'long', channels: [LONG_TH] }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { title: 'long', channels: [LONG_VI] }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

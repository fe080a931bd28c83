import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { LONG_TH, LONG_VI } from '../../../.storybook/storyText';

const strings = everyLanguage({
  title: { en: 'Christmas Carnival', ms: 'Karnival Krismas', th: 'เทศกาลคริสต์มาส', ph: 'Karnabal ng Pasko', fil: 'Karnabal ng Pasko', vi: 'Lễ hội Giáng sinh' },
  rules: { en: 'Rules', ms: 'Peraturan', th: 'กติกา', ph: 'Patakaran', fil: 'Patakaran', vi: 'Quy tắc' },
  long: { en: LONG_VI, ms: LONG_VI, th: LONG_TH, ph: LONG_VI, fil: LONG_VI, vi: LONG_VI },
});
const actions = { rules: [{ type: 'toast' as const, text: 'rules' }] };

const meta = {
  title: 'Platform/Navbar',
  render: (args) => renderNode({ type: 'navbar', props: args }, { strings, actions }),
  args: { title: 'title', right: { text: 'rules', action: 'rules' } },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const IconsOnBothSides: Story = { args: { left: { icon: 'close' }, right: { icon: 'share', action: 'rules' } } };
export const Transparent: Story = { args: { alpha: 0.3 } };
export const Fixed: Story = { args: { fixed: true } };
export const ImmersiveIos: Story = { parameters: { env: { platform: 'ios', query: { app_immersion: '1' } } } };
export const ImmersiveStatusBar: Story = { args: { immersive: true, statusBarHeight: 24 } };
export const LongThai: Story = { args: { title: 'long' }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { title: 'long' }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

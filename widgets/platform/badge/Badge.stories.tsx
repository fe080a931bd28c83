import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderNode } from '../../../.storybook/renderNode';

const meta = {
  title: 'Platform/Badge',
  render: (args) => renderNode({ type: 'badge', props: args }),
  args: { value: 5 },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AboveMax: Story = { args: { value: 120 } };
export const CustomMax: Story = { args: { value: 12, max: 9 } };
export const Dot: Story = { args: { value: 3, dot: true } };
export const Empty: Story = { args: { value: 0, showZero: true } };
export const LongThai: Story = { args: { value: 100000, max: 99999 }, globals: { locale: 'th' } };
export const LongVietnamese: Story = { args: { value: 100000, max: 99999 }, globals: { locale: 'vi' } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

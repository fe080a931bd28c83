import type { Meta, StoryObj } from '@storybook/react-vite';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const strings = everyLanguage({
  roll: { en: 'Roll', ms: 'Putar', th: 'หมุน', ph: 'Paikutin', fil: 'Paikutin', vi: 'Quay' },
  stop: { en: 'Stop on 7', ms: 'Berhenti pada 7', th: 'หยุดที่ 7', ph: 'Huminto sa 7', fil: 'Huminto sa 7', vi: 'Dừng ở số 7' },
});
// Two buttons drive the roller through the page state, as a draw page does.
const actions = {
  roll: [{ type: 'setState' as const, key: 'rolling', value: true }],
  stop: [{ type: 'setState' as const, key: 'target', value: 7 }, { type: 'setState' as const, key: 'rolling', value: false }],
};
const buttons = [
  { type: 'button', props: { text: 'roll', action: 'roll', size: 'small' } },
  { type: 'button', props: { text: 'stop', action: 'stop', size: 'small', type: 'warning' } },
];

const meta = {
  title: 'Platform/NumberRoller',
  render: (args) => renderNode({ type: 'number-roller', props: args }, { strings, actions, siblings: buttons }),
  args: { value: '{{state.target ?? 0}}', rolling: '{{state.rolling ?? false}}' },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Running: Story = { args: { rolling: true } };
export const Stopped: Story = { args: { value: 4, rolling: false } };
export const CustomRange: Story = { args: { min: 1, max: 6, value: 3 } };
export const SlowSteps: Story = { args: { intervalMs: 120, rolling: true } };
export const English: Story = { globals: { locale: 'en' } };
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const FilipinoPh: Story = { globals: { locale: 'ph' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

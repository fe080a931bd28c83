import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Games/Stardust', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'Stardust', ms: 'Debu bintang', th: 'ละอองดาว', fil: 'Stardust', vi: 'Bụi sao' },
});

export const Balance: Story = { render: () => renderNode({ type: 'stardust', props: { title: 'title', amount: 1250 } }, { strings }) };
export const RulesOnly: Story = { render: () => renderNode({ type: 'stardust', props: {} }, { strings }) };
export const Unknown: Story = { render: () => renderNode({ type: 'stardust', props: { title: 'title', amount: 'n/a' } }, { strings }) };
export const Thai: Story = { ...Balance, globals: { locale: 'th' } };
export const Malay: Story = { ...Balance, globals: { locale: 'ms' } };
export const Filipino: Story = { ...Balance, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...Balance, globals: { locale: 'vn' } };

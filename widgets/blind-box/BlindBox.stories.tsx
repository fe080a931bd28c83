import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/BlindBox', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'Weekly stars', ms: 'Bintang mingguan', th: 'ดาวประจำสัปดาห์', fil: 'Mga bituin ng linggo', vi: 'Ngôi sao của tuần' },
});

export const Default: Story = { render: () => renderNode({ type: 'blind-box', props: { title: 'title' } }, { strings }) };
export const WithoutTitle: Story = { render: () => renderNode({ type: 'blind-box', props: {} }, { strings }) };
export const Thai: Story = { ...Default, globals: { locale: 'th' } };
export const Filipino: Story = { ...Default, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...Default, globals: { locale: 'vn' } };

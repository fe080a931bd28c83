import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/ChoicePicker', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  period: { en: 'Which ranking?', ms: 'Kedudukan yang mana?', th: 'อันดับไหน', fil: 'Aling ranking?', vi: 'Bảng xếp hạng nào?' },
  week: { en: 'This week', ms: 'Minggu ini', th: 'สัปดาห์นี้', fil: 'Ngayong linggo', vi: 'Tuần này' },
  lastWeek: { en: 'Last week', ms: 'Minggu lepas', th: 'สัปดาห์ที่แล้ว', fil: 'Noong nakaraang linggo', vi: 'Tuần trước' },
  month: { en: 'This month', ms: 'Bulan ini', th: 'เดือนนี้', fil: 'Ngayong buwan', vi: 'Tháng này' },
});

const options = [{ value: 0, label: 'week' }, { value: 2, label: 'lastWeek' }, { value: 5, label: 'month' }];

export const Default: Story = { render: () => renderNode({ type: 'choice-picker', props: { label: 'period', options, stateKey: 'period' } }, { strings }) };
/** The server's current choice (last month) is chosen when the picker shows. */
export const Preselected: Story = { render: () => renderNode({ type: 'choice-picker', props: { label: 'period', options, stateKey: 'period', value: 5 } }, { strings }) };
export const Thai: Story = { ...Default, globals: { locale: 'th' } };
export const Filipino: Story = { ...Default, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...Default, globals: { locale: 'vn' } };

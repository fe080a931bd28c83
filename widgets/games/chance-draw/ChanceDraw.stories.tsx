import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Games/ChanceDraw', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'Free draw', ms: 'Cabutan percuma', th: 'สุ่มฟรี', fil: 'Libreng draw', vi: 'Rút miễn phí' },
});

export const Default: Story = { render: () => renderNode({ type: 'chance-draw', props: { title: 'title', indexPath: '/activity/bff/freeDraw', drawPath: '/activity/bff/draw' } }, { strings }) };
/** The draw index is read; a draw answers the prizes. The index always holds the draws left, so there is no empty look. */
const states = dataStates(Default, { '/activity/bff/freeDraw': {} });
export const Loading = states.Loading;
export const ErrorWithRetry = states.ErrorWithRetry;
export const WithoutTitle: Story = { render: () => renderNode({ type: 'chance-draw', props: { indexPath: '/activity/bff/freeDraw', drawPath: '/activity/bff/draw' } }, { strings }) };
export const Thai: Story = { ...Default, globals: { locale: 'th' } };
export const Filipino: Story = { ...Default, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...Default, globals: { locale: 'vn' } };

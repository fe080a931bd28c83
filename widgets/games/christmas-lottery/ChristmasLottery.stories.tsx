import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Campaign/ChristmasLottery', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'Christmas lottery', ms: 'Cabutan Krismas', th: 'ลอตเตอรี่คริสต์มาส', fil: 'Christmas lottery', vi: 'Xổ số Giáng sinh' },
});

export const Default: Story = { render: () => renderNode({ type: 'christmas-lottery', props: { title: 'title' } }, { strings }) };
/** The lottery's index is read; it always holds the paid draws and the batches, so there is no empty look. */
const states = dataStates(Default, { '/activity/christmasLottery/index': {} });
export const Loading = states.Loading;
export const ErrorWithRetry = states.ErrorWithRetry;
export const WithoutTitle: Story = { render: () => renderNode({ type: 'christmas-lottery', props: {} }, { strings }) };
export const Thai: Story = { ...Default, globals: { locale: 'th' } };
export const Filipino: Story = { ...Default, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...Default, globals: { locale: 'vn' } };

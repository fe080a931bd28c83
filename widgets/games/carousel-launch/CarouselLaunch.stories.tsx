import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Games/Carousel launch', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const INDEX = '/activity/christmasCarousel/index';
const gift = (id: number, name: string, value: number, first = false) => ({ id, name, value, first, icon: `/vue/sandbox/gift/${id}.svg` });
const index = (over: Record<string, unknown> = {}) => ({ price: 10, batches: [1, 10], candy: 200, pity: { count: 45, within: 50 }, firstPrize: gift(1012, 'Starlight Carriage', 29999, true), ...over });

const show = (responses: Record<string, unknown>): Story => ({
  render: () => renderNode({ type: 'carousel-launch', props: { source: 'carousel' } }, { data: { carousel: { path: INDEX } } }),
  parameters: {
    responses: {
      'POST /activity/christmasCarousel/launch': { prizes: [gift(1012, 'Starlight Carriage', 29999, true), gift(1001, 'Rose', 1), gift(1003, 'Bubble Tea', 49)] },
      ...responses,
    },
  },
});

export const NearTheGuarantee = show({ [INDEX]: index() });
export const Loading = dataStates(NearTheGuarantee, { [INDEX]: {} }).Loading;
export const FreshCounter = show({ [INDEX]: index({ pity: { count: 0, within: 50 } }) });
export const NoCandy = show({ [INDEX]: index({ candy: 0 }) });
export const ServerError = show({ [INDEX]: () => { throw new ApiError(5000, 'System is busy, please try again later.'); } });
export const Thai: Story = { ...NearTheGuarantee, globals: { locale: 'th' } };
export const Malay: Story = { ...NearTheGuarantee, globals: { locale: 'ms' } };
export const Vietnamese: Story = { ...NearTheGuarantee, globals: { locale: 'vi' } };
export const Filipino: Story = { ...NearTheGuarantee, globals: { locale: 'ph' } };

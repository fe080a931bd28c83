import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Games/Lucky box', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const INDEX = '/activity/luckyBox/index';
const gift = (id: number, name: string, diamonds: number) => ({ id, name, diamonds, icon: `/vue/sandbox/gift/${id}.svg` });
const PRIZES = [gift(1010, 'Castle in the Sky', 9999), gift(1009, 'Yacht', 5999), gift(1007, 'Crown', 999), gift(1006, 'Equal Heart', 399), gift(1005, 'Love Letter', 199), gift(1001, 'Rose', 1)];

const index = (over: Record<string, unknown> = {}) => ({ theme: 'valentine', price: 99, batches: [1, 10, 50], prizes: PRIZES, diamond: 4_800, trialAvailable: true, pendingTrial: null, ...over });

const show = (responses: Record<string, unknown>): Story => ({
  render: () => renderNode({ type: 'lucky-box', props: { theme: 'valentine' } }),
  parameters: {
    responses: {
      'POST /activity/luckyBox/trial': { trialId: 1, price: 99, prize: PRIZES[2] },
      'POST /activity/luckyBox/draw': { prizes: PRIZES.slice(1, 6) },
      ...responses,
    },
  },
});

export const TrialAvailable = show({ [INDEX]: index() });
export const Loading = dataStates(TrialAvailable, { [INDEX]: {} }).Loading;
export const TrialWaiting = show({ [INDEX]: index({ trialAvailable: false, pendingTrial: { trialId: 3, price: 99, prize: PRIZES[1] } }) });
export const TrialUsed = show({ [INDEX]: index({ trialAvailable: false }) });
export const ShortOfDiamonds = show({ [INDEX]: index({ diamond: 20 }) });
export const EmptyPrizes = show({ [INDEX]: index({ prizes: [] }) });
export const ServerError = show({ [INDEX]: () => { throw new ApiError(5000, 'System is busy, please try again later.'); } });
export const Thai: Story = { ...TrialAvailable, globals: { locale: 'th' } };
export const Malay: Story = { ...TrialAvailable, globals: { locale: 'ms' } };
export const Vietnamese: Story = { ...TrialAvailable, globals: { locale: 'vi' } };
export const Filipino: Story = { ...TrialAvailable, globals: { locale: 'ph' } };

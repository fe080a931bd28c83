import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Games/Treasure hunter', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const INDEX = '/activity/treasureHunter/index';
const tools = (stoneUsed: number, bowUsed: number, stones = 120, arrows = 30) => [
  { tool: 'stone', count: stones, used: stoneUsed, every: 100, min: 1299, max: 1999, price: 20 },
  { tool: 'bow', count: arrows, used: bowUsed, every: 40, min: 3999, max: 9999, price: 100 },
];
const index = (over: Record<string, unknown> = {}) => ({ tools: tools(37, 12), diamond: 12_000, ownsPremium: false, premiumPrize: { name: "Hunter's Crown Frame" }, premiumSubstitute: 1000, ...over });
const item = (name: string) => `/vue/sandbox/item/${encodeURIComponent(name)}.svg`;

const show = (responses: Record<string, unknown>): Story => ({
  render: () => renderNode({ type: 'treasure-hunter', props: {} }),
  parameters: {
    responses: {
      'POST /activity/treasureHunter/hunt': { results: [{ prizeId: 522, name: 'Golden Idol', icon: item('Golden Idol'), diamonds: 1599, tier: 'high', guaranteed: true }], tools: tools(0, 12) },
      ...responses,
    },
  },
});

export const Hunting = show({ [INDEX]: index() });
export const Loading = dataStates(Hunting, { [INDEX]: {} }).Loading;
export const OneUseFromTheGuarantee = show({ [INDEX]: index({ tools: tools(99, 39) }) });
export const PremiumOwned = show({ [INDEX]: index({ ownsPremium: true }) });
export const NoTools = show({ [INDEX]: index({ tools: tools(0, 0, 0, 0), diamond: 0 }) });
export const ServerError = show({ [INDEX]: () => { throw new ApiError(5000, 'System is busy, please try again later.'); } });
export const Thai: Story = { ...Hunting, globals: { locale: 'th' } };
export const Malay: Story = { ...Hunting, globals: { locale: 'ms' } };
export const Vietnamese: Story = { ...Hunting, globals: { locale: 'vi' } };
export const Filipino: Story = { ...Hunting, globals: { locale: 'ph' } };

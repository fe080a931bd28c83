import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Games/Constellation treasure', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const INDEX = '/activity/constellation/index';
const item = (name: string) => `/vue/sandbox/item/${encodeURIComponent(name)}.svg`;
const k = (id: string, name: string, stars: number, lit: number[], reward: string, days: number, claimedTimes = 0) => ({
  id, name, stars, lit, complete: lit.length >= stars, claimedTimes, reward: { name: reward, icon: item(reward), days },
});
const sky = (ariesLit: number[], taurusLit: number[], geminiLit: number[], leoLit: number[]) => [
  k('aries', 'Aries', 4, ariesLit, 'Neon Frame', 7, 1),
  k('taurus', 'Taurus', 5, taurusLit, 'Star Badge', 30),
  k('gemini', 'Gemini', 6, geminiLit, 'Aurora Entrance', 3),
  k('leo', 'Leo', 7, leoLit, 'Moon Rider', 7),
];
const index = (over: Record<string, unknown> = {}) => ({ price: 50, batches: [1, 10], diamond: 88_000, constellations: sky([1, 2, 3, 4], [2, 5], [], [1, 2, 3, 4, 5, 6]), ...over });

const show = (responses: Record<string, unknown>): Story => ({
  render: () => renderNode({ type: 'constellation-treasure', props: {} }),
  parameters: {
    responses: {
      'POST /activity/constellation/draw': { stars: [{ constellation: 'leo', name: 'Leo', star: 7, completed: true }], ...index({ constellations: sky([1, 2, 3, 4], [2, 5], [], [1, 2, 3, 4, 5, 6, 7]) }) },
      'POST /activity/constellation/claim': { reward: { name: 'Neon Frame', icon: item('Neon Frame'), days: 7 }, ...index({ constellations: sky([], [2, 5], [], [1, 2, 3, 4, 5, 6]) }) },
      ...responses,
    },
  },
});

export const Collecting = show({ [INDEX]: index() });
export const Loading = dataStates(Collecting, { [INDEX]: {} }).Loading;
export const NewSky = show({ [INDEX]: index({ constellations: sky([], [], [], []) }) });
export const EveryConstellationComplete = show({ [INDEX]: index({ constellations: sky([1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6, 7]) }) });
export const ShortOfDiamonds = show({ [INDEX]: index({ diamond: 20 }) });
export const Empty = show({ [INDEX]: { price: 50, constellations: [] } });
export const ServerError = show({ [INDEX]: () => { throw new ApiError(5000, 'System is busy, please try again later.'); } });
export const Thai: Story = { ...Collecting, globals: { locale: 'th' } };
export const Malay: Story = { ...Collecting, globals: { locale: 'ms' } };
export const Vietnamese: Story = { ...Collecting, globals: { locale: 'vi' } };
export const Filipino: Story = { ...Collecting, globals: { locale: 'ph' } };

import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Games/Golden egg', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const INDEX = '/activity/goldenEgg/index';
const gift = (id: number, name: string, diamonds: number) => ({ id, name, diamonds, icon: `/vue/sandbox/gift/${id}.svg` });
const CHOOSABLE = [
  { gift: gift(1007, 'Crown', 999), leftToday: 20 }, { gift: gift(1008, 'Sports Car', 2999), leftToday: 5 },
  { gift: gift(1010, 'Castle in the Sky', 9999), leftToday: 1 }, { gift: gift(1011, 'Phoenix', 19999), leftToday: 0 },
];

/** The egg index as the sandbox answers it (seeded user 10003: 19 smashes toward the Sports Car). */
function index(over: Record<string, unknown> = {}) {
  return {
    points: 500, chances: 5, freeSmash: false, pointsPerSmash: 100, canChoose: false, chosenGiftId: 1008, chosenWon: false,
    smashesTowardChosen: 19, guaranteeWithin: 20, allGiftsOut: false, resetAt: '2026-11-23T00:00:00+08:00', choosable: CHOOSABLE,
    superBuy: { priceUsd: 0.99, gifts: [gift(1001, 'Rose', 1), gift(1002, 'Lollipop', 10), gift(1003, 'Bubble Tea', 49)] },
    ...over,
  };
}

const strings = everyLanguage({ title: { en: 'Golden egg', ms: 'Telur emas', th: 'ไข่ทองคำ', ph: 'Gintong itlog', fil: 'Gintong itlog', vi: 'Trứng vàng' } });
const props = { source: 'egg', title: 'title', superBuy: { clientProductId: 'golden-egg-pack', productIdentifier: 'com.voice.egg.pack099', referer: 'goldenEgg' } };

const show = (responses: Record<string, unknown>): Story => ({
  render: () => renderNode({ type: 'golden-egg', props }, { strings, data: { egg: { path: INDEX } } }),
  parameters: { responses: { 'POST /activity/goldenEgg/smash': { gift: gift(1008, 'Sports Car', 2999), golden: false, needChoice: false, chosenWon: true, equivalent: false, chances: 4, smashesTowardChosen: 0 }, ...responses } },
});

export const NearGuarantee = show({ [INDEX]: index() });
export const Loading = dataStates(NearGuarantee, { [INDEX]: {} }).Loading;
export const Newcomer = show({
  [INDEX]: index({ points: 0, chances: 1, freeSmash: true, chosenGiftId: null, smashesTowardChosen: 0 }),
  'POST /activity/goldenEgg/smash': { gift: gift(1001, 'Rose', 1), golden: true, needChoice: true, chosenWon: false, equivalent: false, chances: 0, smashesTowardChosen: 0 },
});
export const NoChance = show({ [INDEX]: index({ points: 40, chances: 0 }) });
export const Equivalent = show({ [INDEX]: index({ chosenGiftId: 1011 }), 'POST /activity/goldenEgg/smash': { gift: gift(1006, 'Equal Heart', 399), golden: false, needChoice: false, chosenWon: false, equivalent: true, chances: 4, smashesTowardChosen: 0 } });
export const AllGiftsOut = show({ [INDEX]: index({ allGiftsOut: true }) });
export const ServerError = show({ [INDEX]: () => { throw new ApiError(5000, 'System is busy, please try again later.'); } });
export const Thai: Story = { ...NearGuarantee, globals: { locale: 'th' } };
export const Malay: Story = { ...NearGuarantee, globals: { locale: 'ms' } };
export const Vietnamese: Story = { ...NearGuarantee, globals: { locale: 'vi' } };
export const Filipino: Story = { ...NearGuarantee, globals: { locale: 'ph' } };

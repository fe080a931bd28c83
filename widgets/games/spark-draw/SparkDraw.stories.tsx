import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Games/Spark draw', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const CONFIG = '/activity/spark/getDrawConfig';
const gift = (id: number) => `/vue/sandbox/gift/${id}.svg`;
const PRIZES = [
  ['Starlight Carriage', 3, true, 29999], ['Castle in the Sky', 3, true, 9999], ['Yacht', 3, false, 5999], ['Sports Car', 2, false, 1999],
  ['Rocket', 2, false, 1999], ['Crown', 2, false, 999], ['Teddy Bear', 1, false, 99], ['Bubble Tea', 1, false, 49], ['Lollipop', 1, false, 10], ['Rose', 1, false, 1],
] as const;

function config(over: Record<string, unknown> = {}) {
  return {
    actConfigId: 702, actCategory: 20000, drawStatus: 1, drawStart: '2026-11-20T00:00:00+08:00', drawEnd: '2026-12-19T22:59:00+08:00',
    jpIntervalNum: 70, userJpIntervalNum: 41, rareIntervalNum: 10, userRareIntervalNum: 6, sparkCount: 37,
    allPrizeConfigs: PRIZES.map(([name, type, special, diamonds], i) => ({ prizeConfigId: 70201 + i, name, icon: gift(1001 + i), prizeConfigType: type, special, diamonds })),
    ...over,
  };
}

const strings = everyLanguage({
  special: { en: 'Special pool', ms: 'Kolam istimewa', th: 'กองพิเศษ', ph: 'Espesyal na pool', fil: 'Espesyal na pool', vi: 'Bể đặc biệt' },
  normal: { en: 'Normal pool', ms: 'Kolam biasa', th: 'กองปกติ', ph: 'Karaniwang pool', fil: 'Karaniwang pool', vi: 'Bể thường' },
});
const props = { pools: [{ category: 20000, label: 'special' }, { category: 10000, label: 'normal' }] };

const show = (responses: Record<string, unknown>): Story => ({
  render: () => renderNode({ type: 'spark-draw', props }, { strings }),
  parameters: { responses: { 'POST /activity/spark/draw': { resultPrizes: config().allPrizeConfigs.slice(3, 13), sparkCount: 27, userJpIntervalNum: 51, userRareIntervalNum: 0 }, ...responses } },
});

export const Drawable = show({ [CONFIG]: config() });
export const Loading = dataStates(Drawable, { [CONFIG]: {} }).Loading;
export const NoSparks = show({ [CONFIG]: config({ sparkCount: 0, userJpIntervalNum: 69, userRareIntervalNum: 9 }) });
export const NotStarted = show({ [CONFIG]: config({ drawStart: '2099-01-20T00:00:00+08:00', drawStatus: 0 }) });
export const Ended = show({ [CONFIG]: config({ drawEnd: '2020-12-19T22:59:00+08:00', drawStatus: 0 }) });
export const Closed = show({ [CONFIG]: config({ drawStatus: 0 }) });
export const EmptyPool = show({ [CONFIG]: config({ allPrizeConfigs: [] }) });
export const ServerError = show({ [CONFIG]: () => { throw new ApiError(5000, 'System is busy, please try again later.'); } });
export const Thai: Story = { ...Drawable, globals: { locale: 'th' } };
export const Malay: Story = { ...Drawable, globals: { locale: 'ms' } };
export const Vietnamese: Story = { ...Drawable, globals: { locale: 'vi' } };
export const Filipino: Story = { ...Drawable, globals: { locale: 'fil' } };
export const PhilippinesFilipino: Story = { ...Drawable, globals: { locale: 'ph' } };

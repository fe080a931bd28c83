import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Games/Blind box challenge', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const INDEX = '/activity/blindBox/index';
const gift = (id: number, name: string, diamonds: number) => ({ id, name, diamonds, icon: `/vue/sandbox/gift/${id}.svg` });
const WON = [gift(1003, 'Bubble Tea', 49), gift(1007, 'Crown', 999), gift(1001, 'Rose', 1), gift(1005, 'Love Letter', 199), gift(1014, 'Rocket', 1999)];

/** The board as the sandbox answers it (seeded payer 10002: 2 boxes open, 20 keys, 5,000 gems). */
function board(opened: number, over: Record<string, unknown> = {}) {
  return {
    boardNo: 1, boxCount: 9, opened,
    boxes: Array.from({ length: 9 }, (_, i) => ({ index: i, opened: i < opened, ...(i < opened ? { gift: WON[i % WON.length] } : {}) })),
    keys: 20, maxKeys: 12, keysExchanged: 0, gems: 5000, gemsPerKey: 20, exchangeMax: 12, refreshCost: 300, refreshNeedMore: Math.max(0, 5 - opened),
    bulk: { remaining: 9 - opened, cost: Math.floor((9 - opened) * 0.9), fullCost: 9 - opened },
    ...over,
  };
}

const strings = everyLanguage({ title: { en: 'Blind box challenge', ms: 'Cabaran kotak misteri', th: 'ท้าทายกล่องสุ่ม', ph: 'Hamon ng blind box', fil: 'Hamon ng blind box', vi: 'Thử thách hộp mù' } });

const show = (responses: Record<string, unknown>): Story => ({
  render: () => renderNode({ type: 'blind-box', props: { source: 'box', title: 'title' } }, { strings, data: { box: { path: INDEX } } }),
  parameters: { responses: { 'POST /activity/blindBox/open': { gifts: [gift(1007, 'Crown', 999)], boardCleared: false, boardNo: 1, keys: 19 }, ...responses } },
});

export const Started = show({ [INDEX]: board(2) });
export const Loading = dataStates(Started, { [INDEX]: {} }).Loading;
export const RefreshUnlocked = show({ [INDEX]: board(6) });
export const NoKeys = show({ [INDEX]: board(3, { keys: 0, gems: 0, exchangeMax: 0 }) });
export const LastBox = show({ [INDEX]: board(8), 'POST /activity/blindBox/open': { gifts: [gift(1014, 'Rocket', 1999)], boardCleared: true, boardNo: 2, keys: 19 } });
export const ServerError = show({ [INDEX]: () => { throw new ApiError(5000, 'System is busy, please try again later.'); } });
export const Thai: Story = { ...Started, globals: { locale: 'th' } };
export const Malay: Story = { ...Started, globals: { locale: 'ms' } };
export const Vietnamese: Story = { ...Started, globals: { locale: 'vi' } };
export const Filipino: Story = { ...Started, globals: { locale: 'ph' } };

import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Games/Wishing gift box', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const INDEX = '/activity/wishBox/index';
const gift = (id: number, name: string, diamonds: number) => ({ id, giftId: id, name, diamonds, icon: `/vue/sandbox/gift/${id}.svg` });
const GIFTS = [gift(1003, 'Bubble Tea', 49), gift(1004, 'Teddy Bear', 99), gift(1005, 'Love Letter', 199), gift(1006, 'Equal Heart', 399), gift(1007, 'Crown', 999), gift(1013, 'Golden Egg', 599), gift(1014, 'Rocket', 1999), gift(1008, 'Sports Car', 2999)];
const inFive = () => new Date(Date.now() + 4 * 60_000 + 12_000).toISOString();

function index(over: Record<string, unknown> = {}) {
  return {
    actStart: '2026-11-20T00:00:00+08:00', actEnd: '2099-12-31T23:59:59+08:00', coins: 24, sparkCount: 37, wishCost: 1, coinBatch: 10, sparksPerBatch: 10,
    boxCount: 9, windowSeconds: 300, secretWithin: 100, wishes: 87, giftsPerCard: 14, cards: 4, giftsTowardCard: 9, customRights: 0,
    gifts: GIFTS, secretGift: { ...gift(1012, 'Starlight Carriage', 29999), secret: true }, round: null, autoOpened: null, ...over,
  };
}

const strings = everyLanguage({
  title: { en: 'Wishing gift box', ms: 'Kotak hadiah hajat', th: 'กล่องของขวัญอธิษฐาน', ph: 'Wishing gift box', fil: 'Wishing gift box', vi: 'Hộp quà ước nguyện' },
});

const show = (responses: Record<string, unknown>, view: 'wish' | 'custom' = 'wish'): Story => ({
  render: () => renderNode({ type: 'wish-box', props: { title: 'title', view } }, { strings }),
  parameters: { responses: { 'POST /activity/wishBox/open': { direct: true, prizes: GIFTS.slice(0, 10), coins: 14 }, ...responses } },
});

export const Choosing = show({ [INDEX]: index() });
export const Loading = dataStates(Choosing, { [INDEX]: {} }).Loading;
/** An index with no gifts to wish for: the empty gift list. */
export const Empty = show({ [INDEX]: index({ gifts: [] }) });
export const BoxesToClick = show({ [INDEX]: () => index({ round: { roundId: 3, giftId: 1005, deadline: inFive(), boxes: [{ box: 2, opened: true, prize: GIFTS[2] }, { box: 5, opened: false }, { box: 8, opened: false }] } }) });
export const OpenedByThemselves = show({ [INDEX]: index({ autoOpened: { roundId: 3, prizes: GIFTS.slice(1, 4) } }) });
export const NoCoins = show({ [INDEX]: index({ coins: 0, sparkCount: 3 }) });
export const Ended = show({ [INDEX]: index({ actEnd: '2020-12-31T23:59:59+08:00' }) });
export const CustomGift = show({ [INDEX]: index({ customRights: 1, wishes: 0 }) }, 'custom');
export const CustomGiftLocked = show({ [INDEX]: index() }, 'custom');
export const ServerError = show({ [INDEX]: () => { throw new ApiError(5000, 'System is busy, please try again later.'); } });
export const Thai: Story = { ...Choosing, globals: { locale: 'th' } };
export const Malay: Story = { ...Choosing, globals: { locale: 'ms' } };
export const Vietnamese: Story = { ...Choosing, globals: { locale: 'vi' } };
export const Filipino: Story = { ...Choosing, globals: { locale: 'ph' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';

const MALL = '/activity/summer-specials-mall/index';
const BAG = '/activity/summer-specials-mall/bag/list';
const gift = (giftId: number, name: string, count: number) => ({ giftId, name, icon: `/vue/sandbox/gift/${giftId}.svg`, count });
const mall = { bubbleGuns: 12, fragments: [gift(1005, 'Love Letter', 4), gift(1007, 'Crown', 3), gift(1008, 'Sports Car', 2)] };
const bag = [
  { id: 1, type: 1, name: 'Send ticket', count: 2 },
  { id: 2, type: 2, name: 'Shard', count: 5 },
  { id: 3, type: 3, name: 'Lottery ticket', count: 0 },
];
const actions = {
  compose: [{ type: 'api' as const, path: '/activity/summer-specials-mall/debrisComposeReward', method: 'POST' as const, money: true, body: { mode: '{{state.fragments.mode}}', fragments: '{{state.fragments.fragments}}' }, onSuccess: [{ type: 'refetch' as const, data: ['mall'] }] }],
  use: [{ type: 'api' as const, path: '/activity/summer-specials-mall/bag/use', method: 'POST' as const, money: true, body: { type: '{{state.bagItem.type}}', count: 1 }, onSuccess: [{ type: 'refetch' as const, data: ['bag', 'mall'] }] }],
};

const meta = {
  title: 'Campaign/FragmentBag',
  render: (args) => renderNode({ type: 'fragment-bag', props: args }, { actions, data: { mall: { path: MALL }, bag: { path: BAG } } }),
  args: { fragments: '{{data.mall.fragments}}', composeAction: 'compose', items: '{{data.bag}}', useAction: 'use' },
  parameters: { responses: { [MALL]: mall, [BAG]: bag } },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enough Love Letters for a bubble gun or the puzzle, three Crowns, two Sports Cars; a bag with shards to use. */
export const Default: Story = {};
/** The story user's fragments and bag from the sandbox. */
export const SandboxData: Story = { parameters: { responses: {} } };
export const Loading: Story = { parameters: { responses: { [MALL]: () => new Promise(() => undefined), [BAG]: () => new Promise(() => undefined) } } };
export const Empty: Story = { parameters: { responses: { [MALL]: { ...mall, fragments: [] }, [BAG]: [] } } };
export const ErrorState: Story = {
  parameters: {
    responses: {
      [MALL]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
};
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const Filipino: Story = { globals: { locale: 'ph' } };
export const Vietnamese: Story = { globals: { locale: 'vn' } };

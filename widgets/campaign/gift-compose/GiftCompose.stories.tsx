import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';

const RECIPES = '/marketing/giftCompose/availableConfigList';
const gift = (id: number, name: string, diamonds: number) => ({ id, name, diamonds, icon: `/vue/sandbox/gift/${id}.svg` });
const recipes = [
  { id: 1, goal: gift(1005, 'Love Letter', 199), materials: [{ gift: gift(1002, 'Lollipop', 10), count: 3, owned: 4 }], composable: true },
  { id: 2, goal: gift(1007, 'Crown', 999), materials: [{ gift: gift(1004, 'Teddy Bear', 99), count: 3, owned: 1 }, { gift: gift(1005, 'Love Letter', 199), count: 1, owned: 0 }], composable: false },
  { id: 3, goal: gift(1010, 'Castle in the Sky', 9999), materials: [{ gift: gift(1007, 'Crown', 999), count: 3, owned: 0 }], composable: false },
];
const actions = { compose: [{ type: 'api' as const, path: '/marketing/giftCompose/compose', method: 'POST' as const, money: true, body: { configId: '{{state.recipe.id}}' } }] };

const meta = {
  title: 'Campaign/GiftCompose',
  render: (args) => renderNode({ type: 'gift-compose', props: args }, { actions, data: { recipes: { path: RECIPES } } }),
  args: { source: 'recipes', composeAction: 'compose' },
  parameters: { responses: { [RECIPES]: recipes } },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One recipe ready, one short of a gift, one with no materials at all. */
export const Default: Story = {};
/** The recipes and the story user's backpack from the sandbox. */
export const SandboxData: Story = { parameters: { responses: {} } };
export const Loading: Story = { parameters: { responses: { [RECIPES]: () => new Promise(() => undefined) } } };
export const Empty: Story = { parameters: { responses: { [RECIPES]: [] } } };
export const ErrorState: Story = {
  parameters: {
    responses: {
      [RECIPES]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
};
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };

import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Games/Diamond Pass/Tasks', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const TASKS = '/activity/diamondPass/userTaskList';
const data = { tasks: { path: TASKS } };
const actions = { recharge: [{ type: 'toast' as const, text: 'common:widgets.diamond-pass.go' }] };
const rows = [
  { id: 1, kind: 'blue', name: 'Log in today', exp: 10, doneCount: 1, maxCount: 1, state: 'done' },
  { id: 2, kind: 'blue', name: 'Send any gift', exp: 20, doneCount: 0, maxCount: 1, state: 'ongoing' },
  { id: 3, kind: 'blue', name: 'Stay 10 minutes on mic', exp: 20, doneCount: 0, maxCount: 1, state: 'ongoing' },
  { id: 4, kind: 'purple', name: 'Send 100 diamonds of gifts', exp: 30, doneCount: 7, maxCount: 15, state: 'ongoing' },
  { id: 5, kind: 'purple', name: 'Top up any amount', exp: 50, doneCount: 15, maxCount: 15, state: 'done' },
  { id: 6, kind: 'purple', name: 'Top up 9.99 USD for a premium pass', exp: 0, premiumReward: true, doneCount: 0, maxCount: 1, state: 'ongoing' },
];
const show = (answer: unknown, premium = false, extra: Partial<Story> = {}): Story => ({
  render: () => renderNode({ type: 'pass-tasks', props: { source: 'tasks', premium, goAction: 'recharge' } }, { data, actions }),
  ...(answer === undefined ? {} : { parameters: { responses: { [TASKS]: answer } } }),
  ...extra,
});

/** The sandbox's own task list for the story user. */
export const Sandbox = show(undefined);
export const FreeUser = show(rows);
export const PremiumOwner = show(rows, true);
export const Empty = show([]);
export const Loading = show(() => new Promise(() => undefined));
export const NetworkError = show(() => {
  throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
});
export const Malay = show(rows, false, { globals: { locale: 'ms' } });
export const Thai = show(rows, true, { globals: { locale: 'th' } });
export const PhilippinesFilipino = show(rows, false, { globals: { locale: 'ph' } });
export const Filipino = show(rows, false, { globals: { locale: 'fil' } });
export const Vietnamese = show(rows, true, { globals: { locale: 'vi' } });

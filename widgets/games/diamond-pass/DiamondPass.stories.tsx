import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';
import { passAnswer } from './passFixtures';

const meta: Meta = { title: 'Games/Diamond Pass/Rewards', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const PROGRESS = '/activity/diamondPass/progress';
const data = { pass: { path: PROGRESS } };
const show = (responses?: Record<string, unknown>, globals?: Record<string, string>): Story => ({
  render: () => renderNode({ type: 'diamond-pass', props: { source: 'pass' } }, { data }),
  ...(responses ? { parameters: { responses } } : {}),
  ...(globals ? { globals } : {}),
});
const free = { [PROGRESS]: passAnswer({ exp: 430, levels: 8, received: ['free:1', 'free:2'] }), 'POST /activity/diamondPass/receiveAllReward': { received: [] } };
const premium = { [PROGRESS]: passAnswer({ exp: 1250, premium: true, levels: 12, received: ['free:1', 'premium:1', 'free:2'] }) };

/** The sandbox's own answer for the story user. */
export const Sandbox = show();
export const FreeUser = show(free);
export const PremiumOwner = show(premium);
export const NothingReachedYet = show({ [PROGRESS]: passAnswer({ exp: 0, levels: 6 }) });
export const Empty = show({ [PROGRESS]: { exp: 0, premium: false, rewards: [] } });
export const Loading = show({ [PROGRESS]: () => new Promise(() => undefined) });
export const NetworkError = show({
  [PROGRESS]: () => {
    throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
  },
});
export const Malay = show(free, { locale: 'ms' });
export const Thai = show(premium, { locale: 'th' });
export const PhilippinesFilipino = show(free, { locale: 'ph' });
export const Filipino = show(free, { locale: 'fil' });
export const Vietnamese = show(premium, { locale: 'vi' });

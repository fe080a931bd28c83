import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Games/Diamond Pass/Subscription', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const PROGRESS = '/activity/diamondPass/progress';
const data = { pass: { path: PROGRESS } };
const plans = [
  { type: 1, clientProductId: 'diamond_pass_monthly', productIdentifier: 'com.app.diamondpass.monthly', price: '$4.99' },
  { type: 2, clientProductId: 'diamond_pass_quarterly', productIdentifier: 'com.app.diamondpass.quarterly', price: '$12.99' },
  { type: 3, clientProductId: 'diamond_pass_annual', productIdentifier: 'com.app.diamondpass.annual', price: '$39.99' },
];
const free = { exp: 430, premium: false, subscriptionType: null, nextRenewalDate: null, seasonEnd: '2026-12-01T00:00:00+08:00', upgradeWarning: false };
const owned = { ...free, premium: true, subscriptionType: 3, nextRenewalDate: '2026-12-01T00:00:00+08:00' };
const show = (answer: unknown, extra: Partial<Story> = {}): Story => ({
  render: () => renderNode({ type: 'pass-subscription', props: { source: 'pass', plans } }, { data }),
  parameters: { responses: { [PROGRESS]: answer }, env: { platform: 'ios' } },
  ...extra,
});

export const UpgradeOffer = show(free);
export const PremiumOwner = show(owned);
export const LastMinutesOfSeason = show({ ...free, upgradeWarning: true });
export const InPlainBrowser: Story = { ...show(free), parameters: { responses: { [PROGRESS]: free }, env: { platform: 'browser' } } };
export const Loading = show(() => new Promise(() => undefined));
export const NetworkError = show(() => {
  throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
});
export const Malay = show(free, { globals: { locale: 'ms' } });
export const Thai = show(owned, { globals: { locale: 'th' } });
export const PhilippinesFilipino = show(free, { globals: { locale: 'ph' } });
export const Filipino = show(owned, { globals: { locale: 'fil' } });
export const Vietnamese = show(free, { globals: { locale: 'vi' } });

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import RewardTrack from './Component';
import { rewardTrackProps } from './schema';
import { rewardState, toLevels } from './trackLevels';

afterEach(cleanup);

const node = { type: 'reward-track', path: 'page[2]' };
const campaign = testCampaign({
  actions: {
    claimOne: [{ type: 'api', path: '/activity/diamondPass/receiveSingeReward', method: 'POST', money: true, body: { level: '{{state.reward.level}}', track: '{{state.reward.track}}' } }],
    upgrade: [{ type: 'api', path: '/activity/diamondPass/buyCard', method: 'POST', money: true }],
  },
});
const levels = [
  { level: 1, exp: 100, free: { name: 'Star badge', received: true }, premium: { name: 'Golden frame' } },
  { level: 2, exp: 300, free: { name: 'Heart vehicle' }, premium: { name: 'Crown effect' } },
  { level: 3, exp: 900, free: { name: 'Title' }, premium: { name: 'Castle' } },
];

describe('reward-track', () => {
  it('free rewards are redeemable once EXP is reached; premium needs the upgrade; received stays received', () => {
    expect(rewardState({ required: 300, exp: 299, received: false, track: 'free', premiumOwned: false })).toBe('locked');
    expect(rewardState({ required: 300, exp: 300, received: false, track: 'free', premiumOwned: false })).toBe('redeemable');
    expect(rewardState({ required: 300, exp: 500, received: false, track: 'premium', premiumOwned: false })).toBe('locked');
    expect(rewardState({ required: 300, exp: 500, received: false, track: 'premium', premiumOwned: true })).toBe('redeemable');
    expect(rewardState({ required: 300, exp: 0, received: true, track: 'premium', premiumOwned: false })).toBe('received');
  });

  it('reads a reward nested under `reward` beside its state, as the pass progress answers it', () => {
    const [level] = toLevels([{ level: 1, exp: 100, free: { reward: { name: 'Rose', icon: '/vue/sandbox/gift/1001.svg' }, state: 'received' }, premium: { reward: { name: 'Equal Heart' }, state: 'locked' } }], 150, false);
    expect(level?.free).toMatchObject({ name: 'Rose', icon: '/vue/sandbox/gift/1001.svg', state: 'received' });
    expect(level?.premium).toMatchObject({ name: 'Equal Heart', state: 'locked' });
  });

  it('shows each reward state and claims one with its level and track', async () => {
    const props = rewardTrackProps.parse({ levels, exp: 350, claimAction: 'claimOne', upgradeAction: 'upgrade' });
    const { container, services } = renderWithEngine(<RewardTrack props={props} children={[]} node={node} />, { campaign, responses: { 'POST /activity/diamondPass/receiveSingeReward': {} } });
    const states = [...container.querySelectorAll('[data-state]')].map((el) => el.getAttribute('data-state'));
    expect(states).toEqual(['received', 'locked', 'redeemable', 'locked', 'locked', 'locked']);
    expect(screen.getByText('My EXP: 350')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    expect(services.http.calls[0]?.body).toEqual({ level: 2, track: 'free' });
  });

  it('after the upgrade premium rewards unlock by EXP and the upgrade button goes away', () => {
    const props = rewardTrackProps.parse({ levels, exp: 350, premiumOwned: true, claimAction: 'claimOne', upgradeAction: 'upgrade' });
    renderWithEngine(<RewardTrack props={props} children={[]} node={node} />, { campaign });
    expect(screen.getAllByRole('button', { name: 'Claim' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import DiamondPass from './Component';
import { passAnswer } from './passFixtures';
import { expForAllFree, readProgress, redeemable, rewardState } from './passProgress';
import { diamondPassProps } from './schema';

const PROGRESS = '/activity/diamondPass/progress';
const node = { type: 'diamond-pass', path: 'page[3]' };
const campaign = testCampaign({ data: { pass: { path: PROGRESS } } });
const props = diamondPassProps.parse({ source: 'pass' });
const show = (responses: Record<string, unknown>) => renderWithEngine(<DiamondPass props={props} children={[]} node={node} />, { campaign, responses });
const posts = (calls: Array<{ method?: string; path: string }>) => calls.filter((c) => c.method === 'POST');

describe('diamond-pass rules', () => {
  it('free rewards need the EXP; premium also needs the upgrade; received stays received', () => {
    expect(rewardState({ required: 300, exp: 299, received: false, track: 'free', premium: false })).toBe('locked');
    expect(rewardState({ required: 300, exp: 300, received: false, track: 'free', premium: false })).toBe('redeemable');
    expect(rewardState({ required: 300, exp: 900, received: false, track: 'premium', premium: false })).toBe('locked');
    expect(rewardState({ required: 300, exp: 900, received: false, track: 'premium', premium: true })).toBe('redeemable');
    expect(rewardState({ required: 300, exp: 0, received: true, track: 'free', premium: false })).toBe('received');
  });

  it('after the purchase both tracks are redeemable by the current EXP', () => {
    const p = readProgress(passAnswer({ exp: 250, premium: true, received: ['free:1'] }))!;
    expect(redeemable(p).map((r) => `${r.track}:${r.level}`)).toEqual(['premium:1', 'free:2', 'premium:2']);
  });

  it('the EXP still needed for every free reward counts only unreceived levels', () => {
    expect(expForAllFree(readProgress(passAnswer({ exp: 250, levels: 6 }))!)).toBe(350);
    expect(expForAllFree(readProgress(passAnswer({ exp: 600, levels: 6 }))!)).toBe(0);
  });
});

describe('diamond-pass widget', () => {
  it('shows my EXP and the free and premium states for a free user', async () => {
    const { container } = show({ [PROGRESS]: passAnswer({ exp: 250, received: ['free:1'] }) });
    expect(await screen.findByText('My EXP: 250')).toBeInTheDocument();
    const state = (track: string, level: number) => container.querySelector(`[data-track="${track}"][data-level="${level}"]`)?.getAttribute('data-state');
    expect([state('free', 1), state('free', 2), state('free', 3)]).toEqual(['received', 'redeemable', 'locked']);
    expect([state('premium', 1), state('premium', 2)]).toEqual(['locked', 'locked']);
    expect(screen.getByText('Upgrade to unlock')).toBeInTheDocument();
  });

  it('premium owners can receive premium rewards within their EXP', async () => {
    show({ [PROGRESS]: passAnswer({ exp: 250, premium: true }) });
    await screen.findByText('My EXP: 250');
    expect(screen.getAllByRole('button', { name: /^Receive .* \(level \d\)$/ })).toHaveLength(4);
    expect(screen.queryByText('Upgrade to unlock')).toBeNull();
  });

  it('receiving one reward posts its level and track and says it will be sent to the account', async () => {
    const { services } = show({ [PROGRESS]: passAnswer({ exp: 150 }), 'POST /activity/diamondPass/receiveSingeReward': { level: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive Rose (level 1)' }));
    expect(await screen.findByText('Reward received: it will be sent to your account.')).toBeInTheDocument();
    expect(posts(services.http.calls)).toEqual([expect.objectContaining({ path: '/activity/diamondPass/receiveSingeReward', body: { level: 1, type: 'free' } })]);
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === PROGRESS)).toHaveLength(2));
  });

  it('receive-all with nothing redeemable says how much EXP all free rewards need, without a request', async () => {
    const { services } = show({ [PROGRESS]: passAnswer({ exp: 250, received: ['free:1', 'free:2'] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive all' }));
    expect(await screen.findByText('You need 350 EXP to get all free rewards.')).toBeInTheDocument();
    expect(posts(services.http.calls)).toHaveLength(0);
  });

  it('receive-all says in one toast how many rewards it received and how much EXP the locked free rewards need', async () => {
    const { services } = show({ [PROGRESS]: passAnswer({ exp: 250 }), 'POST /activity/diamondPass/receiveAllReward': { received: [] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive all' }));
    expect(await screen.findByText('2 rewards received. You need 350 EXP to get all free rewards.')).toBeInTheDocument();
    expect(posts(services.http.calls).map((c) => c.path)).toEqual(['/activity/diamondPass/receiveAllReward']);
  });

  it('receive-all with every free reward reached says how many it received', async () => {
    show({ [PROGRESS]: passAnswer({ exp: 1000, received: ['free:1', 'free:2', 'free:3', 'free:4'] }), 'POST /activity/diamondPass/receiveAllReward': { received: [] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive all' }));
    expect(await screen.findByText('2 rewards received: they will be sent to your account.')).toBeInTheDocument();
  });

  it('money single-flight: a second tap while receiving sends nothing', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { services } = show({ [PROGRESS]: passAnswer({ exp: 250 }), 'POST /activity/diamondPass/receiveAllReward': () => new Promise((r) => (release = r)) });
    const all = await screen.findByRole('button', { name: 'Receive all' });
    fireEvent.click(all);
    fireEvent.click(all);
    fireEvent.click(screen.getByRole('button', { name: 'Receive Rose (level 1)' }));
    expect(posts(services.http.calls)).toHaveLength(1);
    release({});
    await screen.findByText('2 rewards received. You need 350 EXP to get all free rewards.');
  });

  it('the receive buttons stay disabled until the reloaded progress has come in', async () => {
    let reloaded: (v: unknown) => void = () => undefined;
    let loads = 0;
    const { services } = show({
      [PROGRESS]: () => {
        loads += 1;
        // The first answer shows the page; the reload after the receive is held until the test lets it in.
        return loads === 1 ? passAnswer({ exp: 250 }) : new Promise((r) => (reloaded = r));
      },
      'POST /activity/diamondPass/receiveSingeReward': { level: 1 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive Rose (level 1)' }));
    await screen.findByText('Reward received: it will be sent to your account.');
    await waitFor(() => expect(loads).toBe(2));
    // The receive is done, the reload is not: the stale rows still offer level 1, but nothing can be tapped.
    expect(screen.getByRole('button', { name: 'Receive Rose (level 1)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Receive all' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Receive Rose (level 1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Receive all' }));
    expect(posts(services.http.calls)).toHaveLength(1);
    reloaded(passAnswer({ exp: 250, received: ['free:1'] }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Receive all' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Receive Rose (level 1)' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Receive .* \(level 2\)$/ })).toBeEnabled();
  });

  it('an empty answer to a receive shows the empty-answer text, not the raw error', async () => {
    show({
      [PROGRESS]: passAnswer({ exp: 150 }),
      'POST /activity/diamondPass/receiveSingeReward': () => {
        throw new ApiError(-1, 'Empty response', { kind: 'empty' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive Rose (level 1)' }));
    expect(await screen.findByText('No data was returned. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Empty response')).toBeNull();
  });

  it('shows the server message when a receive is refused', async () => {
    show({
      [PROGRESS]: passAnswer({ exp: 150 }),
      'POST /activity/diamondPass/receiveSingeReward': () => {
        throw new ApiError(3, 'Reward already received.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive Rose (level 1)' }));
    expect(await screen.findByText('Reward already received.')).toBeInTheDocument();
  });

  it('a network failure shows the network text with a retry that loads again', async () => {
    let fail = true;
    const { services } = show({
      [PROGRESS]: () => {
        if (fail) throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
        return passAnswer({ exp: 120 });
      },
    });
    expect(await screen.findByText('Network is busy, please try later.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('My EXP: 120')).toBeInTheDocument();
    expect(services.http.calls.filter((c) => c.path === PROGRESS)).toHaveLength(2);
  });

  it('reads the shared strings in Thai', async () => {
    renderWithEngine(<DiamondPass props={props} children={[]} node={node} />, { campaign, locale: 'th', responses: { [PROGRESS]: passAnswer({ exp: 250 }) } });
    expect(await screen.findByText('EXP ของฉัน: 250')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'รับทั้งหมด' })).toBeInTheDocument();
  });
});

describe('diamond-pass reward amounts', () => {
  it('count in the language: 1 diamond, 2.5K diamonds, 1 day, 7 days', async () => {
    const answer = passAnswer({ exp: 0, levels: 2 }) as { rewards: Array<{ free: { reward: Record<string, unknown> }; premium: { reward: Record<string, unknown> } }> };
    answer.rewards[0]!.free.reward = { id: 1, name: 'Rose', diamonds: 1 };
    answer.rewards[0]!.premium.reward = { id: 2, name: 'Neon Frame', days: 1 };
    answer.rewards[1]!.free.reward = { id: 3, name: 'Crown', diamonds: 2500 };
    answer.rewards[1]!.premium.reward = { id: 4, name: 'Moon Rider', days: 7 };
    show({ [PROGRESS]: answer });
    expect(await screen.findByText('1 diamond')).toBeInTheDocument();
    expect(screen.getByText('2.5K diamonds')).toBeInTheDocument();
    expect(screen.getByText('1 day')).toBeInTheDocument();
    expect(screen.getByText('7 days')).toBeInTheDocument();
  });

  it('in Filipino (ph and fil) diamonds are "diamante" in both plural forms, never "1 diamonds"', async () => {
    const answer = passAnswer({ exp: 0, levels: 2 }) as { rewards: Array<{ free: { reward: Record<string, unknown> }; premium: { reward: Record<string, unknown> } }> };
    answer.rewards[0]!.free.reward = { id: 1, name: 'Rose', diamonds: 1 };
    answer.rewards[1]!.free.reward = { id: 3, name: 'Crown', diamonds: 4 };
    for (const locale of ['ph', 'fil'] as const) {
      const { unmount } = renderWithEngine(<DiamondPass props={props} children={[]} node={node} />, { campaign, locale, responses: { [PROGRESS]: answer } });
      expect(await screen.findByText('1 diamante')).toBeInTheDocument();
      expect(screen.getByText('4 diamante')).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/diamonds/);
      unmount();
    }
  });

  it('in Thai the levels read ระดับ, as on the reward track', async () => {
    renderWithEngine(<DiamondPass props={props} children={[]} node={node} />, { campaign, locale: 'th', responses: { [PROGRESS]: passAnswer({ exp: 0, levels: 2 }) } });
    expect(await screen.findByText('ระดับ 1')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Lv\./);
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, type ActionStep, type PageNode } from '@engine';
import { renderWithEngine, testCampaign, type FakeResponses } from '@testing/engine';
import { button } from './index';
import { hasMoneyStep } from './moneySteps';

function page(node: PageNode, actions: Record<string, ActionStep[]> = {}, responses: FakeResponses = {}, data: Record<string, { path: string }> = {}) {
  const campaign = testCampaign({ page: [node], actions, data, strings: { en: { title: 'T', cta: 'Join now', buy: 'Buy {count}' } } });
  return renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, button], responses });
}

function deferred() {
  let resolve!: (v: unknown) => void;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

describe('button', () => {
  afterEach(cleanup);

  it('renders the label with its type and size, defaulting to primary/normal', async () => {
    page({ type: 'button', props: { text: 'buy', values: { count: 3 }, size: 'mini', type: 'danger' } });
    const el = await screen.findByRole('button', { name: 'Buy 3' });
    expect(el).toHaveClass('cw-button--danger', 'cw-button--mini');
  });

  it('a fixed button is anchored by x and y', async () => {
    page({ type: 'button', props: { text: 'cta', fixed: { x: 'right', y: 'top' } } });
    expect(await screen.findByRole('button', { name: 'Join now' })).toHaveClass('cw-button--fixed', 'cw-button--x-right', 'cw-button--y-top');
  });

  it('a button fixed at the bottom keeps room at the end of the page, so nothing stays hidden under it', async () => {
    const { container } = page({ type: 'button', props: { text: 'cta', size: 'large', fixed: { x: 'center', y: 'bottom' } } });
    await screen.findByRole('button', { name: 'Join now' });
    expect(container.querySelector('.cw-button-room')).toHaveClass('cw-button-room--large');
    cleanup();
    const top = page({ type: 'button', props: { text: 'cta', fixed: { x: 'right', y: 'top' } } });
    await screen.findByRole('button', { name: 'Join now' });
    expect(top.container.querySelector('.cw-button-room')).toBeNull();
  });

  it('runs its action and stays disabled while a money action is pending', async () => {
    const answer = deferred();
    const { services } = page({ type: 'button', props: { text: 'cta', action: 'join' } }, { join: [{ type: 'api', path: '/marketing/activity/apply/saveV1', method: 'POST', money: true }] }, { 'POST /marketing/activity/apply/saveV1': () => answer.promise });
    const el = await screen.findByRole('button', { name: 'Join now' });
    fireEvent.click(el);
    expect(el).toBeDisabled();
    fireEvent.click(el);
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    expect(el).toBeDisabled();
    await act(async () => answer.resolve({}));
    expect(el).toBeEnabled();
    expect(services.http.calls).toHaveLength(1);
  });

  it('a button whose action spends no money stays enabled while it runs', async () => {
    const answer = deferred();
    page({ type: 'button', props: { text: 'cta', action: 'look' } }, { look: [{ type: 'api', path: '/user/getUser' }] }, { '/user/getUser': () => answer.promise });
    const el = await screen.findByRole('button', { name: 'Join now' });
    fireEvent.click(el);
    expect(el).toBeEnabled();
    await act(async () => answer.resolve({}));
  });

  it('the disabled prop disables the button', async () => {
    page({ type: 'button', props: { text: 'cta', disabled: true } });
    expect(await screen.findByRole('button', { name: 'Join now' })).toBeDisabled();
  });

  it('finds money steps inside branches and run steps', () => {
    const actions: Record<string, ActionStep[]> = { pay: [{ type: 'api', path: '/p', money: true }], outer: [{ type: 'confirm', text: 'sure', onConfirm: [{ type: 'run', action: 'pay' }] }] };
    expect(hasMoneyStep(actions.outer, actions)).toBe(true);
    expect(hasMoneyStep([{ type: 'toast', text: 'hi' }], actions)).toBe(false);
  });

  it('a button with a room opens that room of the app on tap (forward type 9) instead of its action', async () => {
    const { services } = page({ type: 'button', props: { text: 'cta', room: '{{data.house.roomId}}', action: 'join' } }, { join: [{ type: 'toast', text: 'cta' }] }, { '/activity/house/index': { roomId: 880021 } }, { house: { path: '/activity/house/index' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(services.bridge.calls).toEqual([{ action: 'forward', args: { type: 9, id: 880021 } }]));
  });
});


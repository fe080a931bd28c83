import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionStep } from '../../core/types';
import { ApiError } from '../../http/ApiError';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignScope } from '../CampaignScope';
import { InAppNavigateContext } from '../contexts';
import { action, Harness, out, setup } from '@testing/engine/actionHarness';

afterEach(() => vi.restoreAllMocks());

describe('action steps with outside effects', () => {
  it('api: resolves bindings, saves the answer and runs onSuccess', async () => {
    const { services, run } = setup(
      { actions: { join: [{ type: 'api', path: '/marketing/activity/apply/saveV1', method: 'POST', params: { uid: '{{user.id}}' }, saveAs: 'saved', onSuccess: [{ type: 'toast', text: 'joined' }] }] } },
      { responses: { 'POST /marketing/activity/apply/saveV1': { id: 7 } } },
    );
    await run('join');
    expect(services.http.calls).toEqual([{ path: '/marketing/activity/apply/saveV1', method: 'POST', params: { uid: '10001' } }]);
    expect(out()).toBe('{"id":7}|closed');
    expect(screen.getByRole('status')).toHaveTextContent('You joined!');
  });

  it('a failed api step without onFailure shows the server message in a toast and ends the list', async () => {
    const { run } = setup(
      { actions: { buy: [{ type: 'api', path: '/shop/aggregation/buy', method: 'POST' }, { type: 'setState', key: 'saved', value: 'after' }] } },
      { responses: { 'POST /shop/aggregation/buy': () => Promise.reject(new ApiError(1001, 'Items sold out')) } },
    );
    await run('buy');
    expect(screen.getByRole('status')).toHaveTextContent('Items sold out');
    expect(out()).toBe('null|closed');
  });

  it('a failed api step whose onFailure says nothing itself (a refetch, a state) runs it and shows the server message', async () => {
    const { run } = setup(
      { actions: { buy: [{ type: 'api', path: '/x', onFailure: [{ type: 'setState', key: 'saved', value: 'failed' }] }] } },
      { responses: { '/x': () => Promise.reject(new ApiError(2, 'The vote has ended.')) } },
    );
    await run('buy');
    expect(out()).toBe('"failed"|closed');
    expect(screen.getByRole('status')).toHaveTextContent('The vote has ended.');
  });

  it('a failed api step whose onFailure tells the user (a toast, a question, also through a named action) shows that instead of the server message', async () => {
    const { run } = setup(
      {
        actions: {
          buy: [{ type: 'api', path: '/x', onFailure: { '2002': [{ type: 'run', action: 'short' }], other: [{ type: 'if', test: '{{state.saved}}', then: [{ type: 'toast', text: 'joined' }], else: [{ type: 'setState', key: 'saved', value: 'x' }] }] } }],
          short: [{ type: 'setState', key: 'saved', value: 'short' }, { type: 'toast', text: 'joined' }],
        },
      },
      { responses: { '/x': () => Promise.reject(new ApiError(2002, 'Not enough diamonds')) } },
    );
    await run('buy');
    expect(out()).toBe('"short"|closed');
    expect(screen.getByRole('status')).toHaveTextContent('You joined!');
    expect(screen.getByRole('status')).not.toHaveTextContent('Not enough diamonds');
  });

  it('a failed api step whose onFailure says something on one arm of an if only still shows the server message', async () => {
    const { run } = setup(
      { actions: { buy: [{ type: 'api', path: '/x', onFailure: [{ type: 'if', test: '{{state.saved}}', then: [{ type: 'toast', text: 'joined' }] }] }] } },
      { responses: { '/x': () => Promise.reject(new ApiError(2, 'Network is busy')) } },
    );
    await run('buy');
    expect(screen.getByRole('status')).toHaveTextContent('Network is busy');
  });

  it('money api steps are single-flight: a double tap sends one request', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { services } = setup(
      { actions: { bet: [{ type: 'api', path: '/lottery/bigEaterAct/bet', method: 'POST', money: true, onSuccess: [{ type: 'setState', key: 'saved', value: 'bet' }] }] } },
      { responses: { 'POST /lottery/bigEaterAct/bet': () => new Promise((r) => (answer = r)) } },
    );
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = action.run('bet');
      second = action.run('bet');
    });
    await act(() => second);
    expect(services.http.calls).toHaveLength(1);
    expect(action.pending).toBe(true);
    await act(async () => {
      answer({});
      await first;
    });
    expect(out()).toBe('"bet"|closed');
    expect(action.pending).toBe(false);
    await act(async () => {
      const third = action.run('bet');
      answer({});
      await third;
    });
    expect(services.http.calls).toHaveLength(2);
  });

  it('bridge: a catalogue action runs onSuccess; a failed or unknown one runs onFailure and never throws', async () => {
    const { services, run } = setup({});
    await run([{ type: 'bridge', action: 'share', args: { channel: 'WA', url: 'https://wa.me/?u={{user.id}}' }, onSuccess: [{ type: 'setState', key: 'saved', value: 'shared' }] }]);
    expect(services.bridge.calls).toEqual([{ action: 'share', args: { channel: 'WA', url: 'https://wa.me/?u=10001' } }]);
    expect(out()).toBe('"shared"|closed');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await run([{ type: 'bridge', action: 'teleport', onFailure: [{ type: 'setState', key: 'saved', value: 'unknown' }] }]);
    expect(out()).toBe('"unknown"|closed');
    services.bridge.respond('pay', { ok: false, reason: 'not-in-app' });
    await run([{ type: 'bridge', action: 'pay', onFailure: [{ type: 'setState', key: 'saved', value: 'not paid' }] }]);
    expect(out()).toBe('"not paid"|closed');
  });

  it('bridge: without onFailure the user reads why it failed: open the app, update the app, or the app could not do it', async () => {
    const { services, run } = setup({});
    const region = screen.getByRole('status');
    services.bridge.respond('forward', { ok: false, reason: 'not-in-app' });
    await run([{ type: 'bridge', action: 'forward', args: { type: 8 } }, { type: 'setState', key: 'saved', value: 'after' }]);
    expect(region).toHaveTextContent('Please open this page in the app to continue.');
    expect(out()).toBe('null|closed');
    services.bridge.respond('forward', { ok: false, reason: 'failed', detail: 'Java exception was raised during method invocation' });
    await run([{ type: 'bridge', action: 'forward', args: { type: 8 } }]);
    expect(region).toHaveTextContent('The app could not complete this request.');
    expect(region).not.toHaveTextContent('Java');
    services.bridge.respond('previewAnimation', { ok: false, reason: 'unsupported' });
    await run([{ type: 'bridge', action: 'previewAnimation', args: { url: 'a.svga' } }]);
    expect(region).toHaveTextContent('Please update the app to use this feature.');
  });

  it('bridge: a failed action the page does not wait on (postEvent, closePage...) shows nothing; onFailure replaces the toast', async () => {
    const { services, run } = setup({});
    const region = screen.getByRole('status');
    services.bridge.respond('postEvent', { ok: false, reason: 'not-in-app' });
    await run([{ type: 'bridge', action: 'postEvent', args: { event: 2032 } }]);
    expect(region).toBeEmptyDOMElement();
    services.bridge.respond('forward', { ok: false, reason: 'failed' });
    await run([{ type: 'bridge', action: 'forward', args: { type: 8 }, onFailure: [{ type: 'setState', key: 'saved', value: 'no rooms' }] }]);
    expect(out()).toBe('"no rooms"|closed');
    expect(region).toBeEmptyDOMElement();
  });

  it('navigate: uses services.navigate outside a router and refuses URLs off the allowlist', async () => {
    const navigate = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { run } = setup({}, { navigate });
    await run([{ type: 'navigate', to: '/act/other?uid={{user.id}}' }]);
    await run([{ type: 'navigate', to: 'javascript:alert(1)' }]);
    expect(navigate.mock.calls).toEqual([['/act/other?uid=10001']]);
  });

  it("navigate: inside a shell it uses the shell's in-app navigation for app paths", async () => {
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    function RouterShell({ children }: { children: ReactNode }) {
      const nav = useNavigate();
      return <InAppNavigateContext value={(to) => void nav(to)}>{children}</InAppNavigateContext>;
    }
    const services = vi.fn();
    renderWithEngine(
      <MemoryRouter initialEntries={['/act/test']}>
        <RouterShell>
          <CampaignScope campaign={testCampaign()}>
            <Harness />
            <Where />
          </CampaignScope>
        </RouterShell>
      </MemoryRouter>,
      { services: { navigate: services } },
    );
    const run = (x: ActionStep[]) => act(() => action.run(x));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/act/test'));
    await run([{ type: 'navigate', to: '/ranking/hof' }]);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ranking/hof'));
    expect(services).not.toHaveBeenCalled();
  });
});

import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../core/registry';
import type { ActionStep, CampaignDefinition } from '../../core/types';
import { ApiError } from '../../http/ApiError';
import { renderWithEngine, type RenderWithEngineOptions } from '../../testing/renderWithEngine';
import { testCampaign } from '../../testing/testCampaign';
import { CampaignScope } from '../CampaignScope';
import { useAction } from '../hooks/useAction';
import { useLocalState } from '../hooks/useLocalState';
import { useModal } from '../hooks/useModal';

afterEach(() => vi.restoreAllMocks());

let action: ReturnType<typeof useAction>;
function Harness() {
  const current = useAction();
  useEffect(() => {
    action = current;
  });
  const [saved] = useLocalState<unknown>('saved');
  const modal = useModal('rules');
  return (
    <div data-testid="out">
      {JSON.stringify(saved ?? null)}|{modal.open ? 'open' : 'closed'}
    </div>
  );
}

const strings = { en: { title: 'T', joined: 'You joined!', sure: 'Spend {n} diamonds?', bye: 'Bye' } };

function setup(def: Partial<CampaignDefinition>, opts: RenderWithEngineOptions = {}, ui = <Harness />) {
  const r = renderWithEngine(ui, { campaign: testCampaign({ strings, ...def }), ...opts });
  const run = (x: string | ActionStep[]) => act(() => action.run(x));
  return { ...r, run };
}
const out = () => screen.getByTestId('out').textContent;

describe('action steps', () => {
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

  it('P§7: a failed api step without onFailure shows the server message in a toast and ends the list', async () => {
    const { run } = setup(
      { actions: { buy: [{ type: 'api', path: '/shop/aggregation/buy', method: 'POST' }, { type: 'setState', key: 'saved', value: 'after' }] } },
      { responses: { 'POST /shop/aggregation/buy': () => Promise.reject(new ApiError(1001, 'Items sold out')) } },
    );
    await run('buy');
    expect(screen.getByRole('status')).toHaveTextContent('Items sold out');
    expect(out()).toBe('null|closed');
  });

  it('a failed api step with onFailure runs that branch instead of the default toast', async () => {
    const { run } = setup(
      { actions: { buy: [{ type: 'api', path: '/x', onFailure: [{ type: 'setState', key: 'saved', value: 'failed' }] }] } },
      { responses: { '/x': () => Promise.reject(new ApiError(2, 'nope')) } },
    );
    await run('buy');
    expect(out()).toBe('"failed"|closed');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
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

  it('navigate: uses services.navigate outside a router and refuses URLs off the allowlist', async () => {
    const navigate = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { run } = setup({}, { navigate });
    await run([{ type: 'navigate', to: '/act/other?uid={{user.id}}' }]);
    await run([{ type: 'navigate', to: 'javascript:alert(1)' }]);
    expect(navigate.mock.calls).toEqual([['/act/other?uid=10001']]);
  });

  it("navigate: inside a router it uses the router's navigate", async () => {
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    renderWithEngine(
      <MemoryRouter initialEntries={['/act/test']}>
        <CampaignScope campaign={testCampaign()}>
          <Harness />
          <Where />
        </CampaignScope>
      </MemoryRouter>,
    );
    const run = (x: ActionStep[]) => act(() => action.run(x));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/act/test'));
    await run([{ type: 'navigate', to: '/ranking/hof' }]);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ranking/hof'));
  });

  it('openModal and closeModal change the modal opened by id', async () => {
    const { run } = setup({});
    await run([{ type: 'openModal', id: 'rules' }]);
    expect(out()).toBe('null|open');
    await run([{ type: 'closeModal', id: 'rules' }]);
    expect(out()).toBe('null|closed');
  });

  it('confirm: a localized dialog; Confirm runs onConfirm, Cancel runs onCancel and ends the list', async () => {
    setup({});
    let done!: Promise<void>;
    act(() => {
      done = action.run([{ type: 'confirm', text: 'sure', values: { n: 20 }, onConfirm: [{ type: 'setState', key: 'saved', value: 'yes' }] }, { type: 'toast', text: 'bye' }]);
    });
    expect(await screen.findByRole('alertdialog', { name: 'Spend 20 diamonds?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await done;
    });
    expect(out()).toBe('"yes"|closed');
    expect(screen.getByRole('status')).toHaveTextContent('Bye');

    act(() => {
      done = action.run([{ type: 'confirm', text: 'sure', onCancel: [{ type: 'setState', key: 'saved', value: 'no' }] }, { type: 'setState', key: 'saved', value: 'continued' }]);
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await done;
    });
    expect(out()).toBe('"no"|closed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refetch fetches the named data sources again', async () => {
    let n = 0;
    const { services, run } = setup({ data: { wallet: { path: '/facade/wallet/get' }, other: { path: '/user/getUser' } } }, { responses: { '/facade/wallet/get': () => ({ n: ++n }), '/user/getUser': {} } });
    await waitFor(() => expect(services.http.calls).toHaveLength(2));
    await run([{ type: 'refetch', data: ['wallet'] }]);
    await waitFor(() => expect(services.http.calls.map((c) => c.path)).toEqual(['/facade/wallet/get', '/user/getUser', '/facade/wallet/get']));
  });

  it('setState and run: a named action reads state set by an earlier step', async () => {
    const { run } = setup({ actions: { copy: [{ type: 'setState', key: 'saved', value: 'copied {{state.src}}' }] } });
    await run([{ type: 'setState', key: 'src', value: 42 }, { type: 'run', action: 'copy' }]);
    expect(out()).toBe('"copied 42"|closed');
  });

  it('widget-offered steps are looked up in the registry by `<type>.<name>`', async () => {
    const handler = vi.fn(async (step: Record<string, unknown>, ctx: { api(r: { path: string }): Promise<unknown>; toast(k: string): void }) => {
      await ctx.api({ path: '/lottery/slotMachineLottery/mainPage' });
      ctx.toast(String(step.message));
    });
    const slot = defineWidget({ type: 'slot-machine', version: 1, description: 'Slot', props: z.object({}), component: async () => ({ default: () => null }), actions: { 'slot-machine.resync': handler } });
    const { services, run } = setup({}, { registry: [slot], responses: { '/lottery/slotMachineLottery/mainPage': {} } });
    await run([{ type: 'slot-machine.resync', message: 'joined' }]);
    expect(handler).toHaveBeenCalledWith({ type: 'slot-machine.resync', message: 'joined' }, expect.anything());
    expect(services.http.calls).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('You joined!');
  });
});

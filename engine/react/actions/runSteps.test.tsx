import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../core/registry';
import { action, out, setup } from '@testing/engine/actionHarness';

afterEach(() => vi.restoreAllMocks());

describe('page action steps', () => {
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

  it('refetch ends once the answer is in: the next step runs after it', async () => {
    let answer: (v: unknown) => void = () => undefined;
    let calls = 0;
    const { services, run } = setup(
      { data: { wallet: { path: '/facade/wallet/get' } } },
      { responses: { '/facade/wallet/get': () => (++calls === 1 ? { n: 1 } : new Promise((r) => (answer = r))) } },
    );
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    let finished = false;
    const done = run([{ type: 'refetch', data: ['wallet'] }, { type: 'setState', key: 'saved', value: 'after' }]).then(() => (finished = true));
    // The read is in flight, and everything that does not need its answer has run: the action still waits for it.
    await waitFor(() => expect(services.queryClient.isFetching()).toBe(1));
    await act(async () => {});
    expect(services.http.calls).toHaveLength(2);
    expect(finished).toBe(false);
    expect(out()).toBe('null|closed');
    answer({ n: 2 });
    await done;
    await waitFor(() => expect(out()).toBe('"after"|closed'));
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

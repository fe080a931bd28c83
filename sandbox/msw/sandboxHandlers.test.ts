// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMsw } from './index';

const T0 = Date.parse('2026-11-22T10:00:05+08:00');
let now = T0;
const { sandbox, handlers } = createSandboxMsw({ seed: 7, now: () => now });
const server = setupServer(...handlers);
const API = 'http://localhost/vue/prodServer';

describe('the sandbox in-process through msw (vitest, Storybook)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => { sandbox.reset(); now = T0; });
  afterAll(() => server.close());

  it('answers calls in the client envelope, with state', async () => {
    const headers = { userid: '10001', language: 'en', 'content-type': 'application/json' };
    const wallet = await (await fetch(`${API}/facade/wallet/get?timestamp=1`, { headers })).json();
    expect(wallet).toEqual({ status: 0, content: { userId: '10001', diamond: 300, goldenBean: 50, gameTicket: 0 } });
    const buy = await (await fetch(`${API}/marketing/giftPack/buyByDiamond?packId=101`, { method: 'POST', headers })).json();
    expect(buy).toMatchObject({ status: 0, message: 'Purchase successful.' });
    expect(sandbox.user('10001').wallet.diamond).toBe(201);
  });

  it('fault switches work in-process too (network failure rejects fetch; status; empty)', async () => {
    await expect(fetch(`${API}/facade/wallet/get?sandbox_fault=network`)).rejects.toThrow();
    expect(await (await fetch(`${API}/facade/wallet/get?sandbox_fault=status`)).json()).toMatchObject({ status: 5000 });
    expect(await (await fetch(`${API}/facade/wallet/get?sandbox_fault=empty`)).text()).toBe('');
  });

  it('reads POST bodies and the control endpoint', async () => {
    const users = await (await fetch(`${API}/user/getBasicUsers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '["10003"]' })).json();
    expect(users.content[0].userId).toBe('10003');
    const control = await (await fetch('http://localhost/vue/sandbox/control', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advanceMs":60000}' })).json();
    expect(control.content.now).toBe(T0 + 60_000);
  });

  it('live rounds advance with the injected clock', async () => {
    const first = (await (await fetch(`${API}/lottery/bigEaterAct/indexInfo`)).json()).content;
    now += 45_000;
    const next = (await (await fetch(`${API}/lottery/bigEaterAct/indexInfo`)).json()).content;
    expect(next.actNo).toBe(first.actNo + 1);
  });
});

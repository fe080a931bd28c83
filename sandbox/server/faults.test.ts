// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

const WALLET = '/vue/prodServer/facade/wallet/get';
const USER = '/vue/prodServer/user/getUser';

describe('fault switches', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());
  const get = (path: string, qs = '') => fetch(`${h.url}${path}${qs}`, { headers: { userid: '10002', language: 'en' } });

  it('sandbox_fault=network breaks the connection (the client sees a network failure)', async () => {
    await expect(get(WALLET, '?sandbox_fault=network')).rejects.toThrow();
    expect((await get(WALLET)).status).toBe(200);
  });

  it('sandbox_fault=status answers a non-zero status with a message', async () => {
    const body = await (await get(WALLET, '?sandbox_fault=status')).json();
    expect(body).toEqual({ status: 5000, message: 'System is busy, please try again later.' });
  });

  it('sandbox_fault=empty answers an empty response', async () => {
    const res = await get(WALLET, '?sandbox_fault=empty');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('a fault for one path leaves the other paths alone', async () => {
    const qs = `?sandbox_fault=status:${encodeURIComponent('/facade/wallet/get')}`;
    expect(((await (await get(WALLET, qs)).json()) as { status: number }).status).toBe(5000);
    expect(((await (await get(USER, qs)).json()) as { status: number }).status).toBe(0);
  });

  it('sandbox_latency delays the answer by the given milliseconds', async () => {
    const t = performance.now();
    await get(WALLET, '?sandbox_latency=300');
    expect(performance.now() - t).toBeGreaterThanOrEqual(290);
  });

  it('the control endpoint keeps faults in force for one path or all, until cleared', async () => {
    await h.control({ faults: [{ kind: 'empty', path: '/vue/prodServer/user/getUser' }] });
    expect(await (await get(USER)).text()).toBe('');
    expect(((await (await get(WALLET)).json()) as { status: number }).status).toBe(0);
    await h.control({ faults: ['network'] });
    await expect(get(WALLET)).rejects.toThrow();
    await h.control({ clearFaults: true, latency: '200:/facade/wallet/get' });
    const t = performance.now();
    expect(((await (await get(WALLET)).json()) as { status: number }).status).toBe(0);
    expect(performance.now() - t).toBeGreaterThanOrEqual(190);
    const state = await h.control();
    expect(state.faults).toEqual({ rules: [], latency: [{ ms: 200, path: '/facade/wallet/get' }] });
    await h.control({ latency: null });
    expect((await h.control()).faults.latency).toEqual([]);
  });

  it('unknown fault kinds are ignored', async () => {
    expect(((await (await get(WALLET, '?sandbox_fault=explode')).json()) as { status: number }).status).toBe(0);
  });
});

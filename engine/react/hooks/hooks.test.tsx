import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/ApiError';
import { createTestServices, type TestServicesOptions } from '@testing/engine/createTestServices';
import { EngineTestWrapper } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import type { LoadedCampaign } from '../../core/types';
import { useApiMutation } from './useApiMutation';
import { useApiQuery } from './useApiQuery';
import { useData } from './useData';
import { useLocale } from './useLocale';
import { useLocalState } from './useLocalState';
import { useNow } from './useNow';
import { usePhase } from './usePhase';
import { useSingleFlight } from './useSingleFlight';
import { useT } from './useT';

function hook<R>(fn: () => R, opts: TestServicesOptions & { campaign?: LoadedCampaign } = {}) {
  const { campaign, ...rest } = opts;
  const services = createTestServices(rest);
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <EngineTestWrapper services={services} {...(campaign ? { campaign } : {})}>
      {children}
    </EngineTestWrapper>
  );
  return { ...renderHook(fn, { wrapper }), services };
}

const campaign = testCampaign({
  strings: { en: { title: 'T', greet: 'Hi {name}', retry: 'Again' }, vi: { title: 'T', greet: 'Chào {name}' } },
  data: { wallet: { path: '/facade/wallet/get' }, later: { path: '/user/getUser', phases: ['ended'] } },
});

describe('hooks', () => {
  it('useT: campaign strings first, then the shared common strings; vn reads the vi pack', () => {
    const en = hook(() => useT(), { campaign });
    expect(en.result.current('greet', { name: 'Ana' })).toBe('Hi Ana');
    expect(en.result.current('retry')).toBe('Again');
    expect(en.result.current('common:shell.retry')).toBe('Retry');
    expect(en.result.current('shell.runtime.cancel')).toBe('Cancel');
    expect(en.result.current('Server text')).toBe('Server text');
    const vn = hook(() => [useT(), useLocale()] as const, { campaign, locale: 'vn' });
    expect(vn.result.current[0]('greet', { name: 'Ana' })).toBe('Chào Ana');
    expect(vn.result.current[0]('common:shell.retry')).toBe('Thử lại');
    expect(vn.result.current[1]).toBe('vn');
  });

  it('useT and useLocale follow a change of the page language', async () => {
    const { result, services } = hook(() => [useT(), useLocale()] as const, { campaign });
    expect(result.current[0]('greet', { name: 'Ana' })).toBe('Hi Ana');
    await act(() => services.i18n.changeLanguage('vi'));
    expect(result.current[1]).toBe('vi');
    expect(result.current[0]('greet', { name: 'Ana' })).toBe('Chào Ana');
  });

  it('usePhase and useNow follow the engine clock', () => {
    const { result, services } = hook(() => [usePhase(), useNow()] as const, { campaign, now: '2026-05-02T00:00:00+08:00' });
    expect(result.current[0]).toBe('preheat');
    act(() => services.clock.set('2026-07-02T00:00:00+08:00'));
    expect(result.current).toEqual(['ended', Date.parse('2026-07-02T00:00:00+08:00')]);
    act(() => services.clock.advance(1000));
    expect(result.current[1]).toBe(Date.parse('2026-07-02T00:00:01+08:00'));
  });

  it('useData reads a declared source; a source limited to other phases is not fetched', async () => {
    const { result, services } = hook(() => [useData<{ diamonds: number }>('wallet'), useData('later')] as const, { campaign, responses: { '/facade/wallet/get': { diamonds: 9 } } });
    await waitFor(() => expect(result.current[0].status).toBe('success'));
    expect(result.current[0].data).toEqual({ diamonds: 9 });
    expect(services.http.calls.map((c) => c.path)).toEqual(['/facade/wallet/get']);
  });

  it('useApiQuery surfaces the ApiError of a failed read', async () => {
    const { result } = hook(() => useApiQuery({ path: '/x' }), { responses: { '/x': () => Promise.reject(new ApiError(3, 'Not event time')) } });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ code: 3, message: 'Not event time' });
  });

  it('useApiMutation with money: a second call while one is in flight sends nothing', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { result, services } = hook(() => useApiMutation<{ ok: number }>({ money: true }), { responses: { 'POST /buy': () => new Promise((r) => (answer = r)) } });
    let a!: Promise<{ ok: number }>;
    let b!: Promise<{ ok: number }>;
    act(() => {
      a = result.current.mutate({ path: '/buy', method: 'POST' });
      b = result.current.mutate({ path: '/buy', method: 'POST' });
    });
    expect(services.http.calls).toHaveLength(1);
    expect(result.current.pending).toBe(true);
    await act(async () => answer({ ok: 1 }));
    await expect(a).resolves.toEqual({ ok: 1 });
    await expect(b).resolves.toEqual({ ok: 1 });
    expect(result.current.pending).toBe(false);
  });

  it('useSingleFlight ignores calls while one is running', async () => {
    let calls = 0;
    let finish: () => void = () => undefined;
    const { result } = hook(() => useSingleFlight(() => new Promise<number>((r) => ((calls += 1), (finish = () => r(calls))))));
    let first!: Promise<number | undefined>;
    let second!: Promise<number | undefined>;
    act(() => {
      first = result.current.run();
      second = result.current.run();
    });
    await expect(second).resolves.toBeUndefined();
    await act(async () => finish());
    await expect(first).resolves.toBe(1);
    expect(calls).toBe(1);
  });

  it('useLocalState shares page-local state by key', () => {
    const { result } = hook(() => [useLocalState<number>('count'), useLocalState<number>('count')] as const, { campaign });
    expect(result.current[0][0]).toBeUndefined();
    act(() => result.current[0][1](3));
    expect(result.current[1][0]).toBe(3);
  });
});

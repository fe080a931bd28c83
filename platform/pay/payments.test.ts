import { afterEach, describe, expect, it, vi } from 'vitest';
import { payChannels, payChannelLabelKey } from './payChannels';
import { decideTopUp, readTopUpQuery, thirdPartyRechargeUrl, topUpPagePath, WHITELIST_PATH } from './topUp';
import { loadProducts } from './loadProducts';
import { ApiError, networkError } from '@engine/http/ApiError';
import type { HttpClient } from '@engine/http/createHttpClient';

afterEach(() => vi.restoreAllMocks());

const httpAnswering = (fn: () => Promise<unknown>) => ({ request: vi.fn(fn) }) as unknown as HttpClient & { request: ReturnType<typeof vi.fn> };

describe('pay channels', () => {
  it('iOS app offers Apple', async () => {
    await expect(payChannels({ platform: 'ios', appVersion: '3.19.0' })).resolves.toEqual({ channels: ['Apple'], directPay: true });
  });

  it('Android from 3.18.0 asks the host; older Android offers Google/Huawei', async () => {
    const hostChannels = vi.fn(async () => ({ ok: true as const, data: ['Google', 'Huawei'] }));
    await expect(payChannels({ platform: 'android', appVersion: '3.18.0', hostChannels })).resolves.toMatchObject({ channels: ['Google', 'Huawei'] });
    await expect(payChannels({ platform: 'android', appVersion: '3.17.2', hostChannels })).resolves.toMatchObject({ channels: ['Google/Huawei'] });
    expect(hostChannels).toHaveBeenCalledOnce();
  });

  it('outside the app Apple, Google, Huawei, Google/Huawei', async () => {
    await expect(payChannels({ platform: 'browser' })).resolves.toMatchObject({ channels: ['Apple', 'Google', 'Huawei', 'Google/Huawei'] });
  });

  it("'Other' only with a user code and a product code, otherwise direct pay", async () => {
    await expect(payChannels({ platform: 'browser', userCode: 'u1', productCode: 'p1' })).resolves.toEqual({ channels: ['Apple', 'Google', 'Huawei', 'Google/Huawei', 'Other'], directPay: false });
    await expect(payChannels({ platform: 'ios', userCode: 'u1' })).resolves.toEqual({ channels: ['Apple'], directPay: true });
    expect(payChannelLabelKey('Google/Huawei')).toBe('common:payments.channels.googleHuawei');
    expect(payChannelLabelKey('GCash')).toBeUndefined();
  });
});

describe('whitelist decision', () => {
  it('a whitelisted user (urlCode) goes to third-party top-up', async () => {
    const http = httpAnswering(async () => ({ urlCode: 'abc123' }));
    await expect(decideTopUp(http, '42')).resolves.toEqual({ mode: 'third-party', urlCode: 'abc123' });
    expect(http.request).toHaveBeenCalledWith(expect.objectContaining({ path: WHITELIST_PATH, params: { userId: '42' } }));
  });

  it('no urlCode or a refusal means native pay; a network failure rejects', async () => {
    await expect(decideTopUp(httpAnswering(async () => ({})), '1')).resolves.toEqual({ mode: 'native' });
    await expect(decideTopUp(httpAnswering(async () => Promise.reject(new ApiError(404, 'not listed'))), '1')).resolves.toEqual({ mode: 'native' });
    await expect(decideTopUp(httpAnswering(async () => Promise.reject(networkError())), '1')).rejects.toMatchObject({ code: 500 });
  });

  it('the third-party recharge URL gets from=PAGE; disallowed URLs give nothing', () => {
    expect(thirdPartyRechargeUrl('/vue/payments/abc?x=1')).toBe('/vue/payments/abc?x=1&from=PAGE');
    expect(thirdPartyRechargeUrl('https://www.facebook.com/pay?from=APP', { productCode: 'p9' })).toBe('https://www.facebook.com/pay?from=PAGE&productCode=p9');
    expect(thirdPartyRechargeUrl('javascript:alert(1)')).toBeUndefined();
    expect(thirdPartyRechargeUrl(undefined)).toBeUndefined();
  });
});

describe('products', () => {
  it('asked with the product type, without the loading indicator', async () => {
    const http = httpAnswering(async () => ({ rows: [], thirdRechargeUrl: '/x' }));
    await expect(loadProducts(http, 22, vi.fn())).resolves.toEqual({ products: [], thirdRechargeUrl: '/x' });
    expect(http.request).toHaveBeenCalledWith(expect.objectContaining({ params: { productType: 22 }, silent: true }));
  });

  it('loading products failed: message shown as toast, warning logged, error rethrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const toast = vi.fn();
    const err = new ApiError(3001, 'Products unavailable');
    await expect(loadProducts(httpAnswering(async () => Promise.reject(err)), 30, toast)).rejects.toBe(err);
    expect(toast).toHaveBeenCalledWith('Products unavailable');
    expect(warn).toHaveBeenCalled();
  });
});

describe('top-up page query', () => {
  it('the top-up path carries the product code, callback url, callback attachment and source marker', () => {
    const path = topUpPagePath('WL 1', { productCode: 'TP60', callbackUrl: '/act/summer-specials', callbackAttach: 'limitedOffer', source: 'summer-specials' });
    expect(path).toBe('/payments/product/WL%201?productCode=TP60&callbackUrl=%2Fact%2Fsummer-specials&callbackAttach=limitedOffer&source=summer-specials');
    expect(topUpPagePath('WL1', {})).toBe('/payments/product/WL1');
  });

  it('query values are tainted: a callback url outside the app and an unknown ref are dropped', () => {
    expect(readTopUpQuery(new URLSearchParams('productCode=TP60&callbackUrl=/vue/act/christmas&source=christmas-2024&ref=limitedOffer'))).toEqual({
      productCode: 'TP60', callbackUrl: '/vue/act/christmas', source: 'christmas-2024', ref: 'limitedOffer',
    });
    expect(readTopUpQuery(new URLSearchParams('productCode=../x&callbackUrl=https://evil.example&ref=__proto__&source=<b>'))).toEqual({});
    expect(readTopUpQuery(new URLSearchParams('callbackUrl=//evil.example/x'))).toEqual({});
  });
});


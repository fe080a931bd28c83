import { describe, expect, it } from 'vitest';
import { apiErrorText, isApiError } from '@engine/http/ApiError';
import { readCountries, readPaymentParamInfo, readProduct, readRechargeProducts, readSessionResult } from './paymentAnswers';

function failure(read: () => unknown): unknown {
  try {
    read();
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('top-up answers', () => {
  it('an answer that is not what the call returns fails the read with the empty-answer text, never a TypeError', () => {
    for (const read of [
      () => readCountries({ a: 1 }),
      () => readCountries(null),
      () => readRechargeProducts({ currency: 'PHP' }),
      () => readRechargeProducts([]),
      () => readProduct({ productCode: 'TP60' }),
      () => readPaymentParamInfo('x'),
      () => readSessionResult({ sessionId: 'S1' }),
    ]) {
      const err = failure(read);
      expect(isApiError(err)).toBe(true);
      expect(apiErrorText(err)).toBe('common:errors.empty');
    }
  });

  it('countries: unusable entries are left out, missing methods of payment are none, names default to the code', () => {
    expect(readCountries([
      { country: 'PH', name: 'Philippines', currency: 'PHP', payTypes: [{ payChannel: 'GCASH', name: 'GCASH' }, { payChannel: 'GCASH' }, { name: 'x' }, null] },
      { country: 'MY', payTypes: 'TNG' },
      { country: 'PH', name: 'again' },
      { name: 'no code' },
      7,
    ])).toEqual([
      { country: 'PH', name: 'Philippines', currency: 'PHP', payTypes: [{ payChannel: 'GCASH', name: 'GCASH' }] },
      { country: 'MY', name: 'MY', payTypes: [] },
    ]);
  });

  it('products: rows without code, count or price are left out; numbers written as text are read; odd fields dropped', () => {
    expect(readRechargeProducts({ userCode: 'WL1', user: 'nobody', currency: 5, rows: [{ productCode: 'TP60', count: '66', price: 0.99, localPrice: 'n/a' }, { productCode: 'TP1', count: 1 }, { productCode: 'TP60', count: 1, price: 1 }, 'x'] }))
      .toEqual({ userCode: 'WL1', rows: [{ productCode: 'TP60', count: 66, price: 0.99 }] });
    expect(readProduct({ productCode: 'TP60', count: 66, price: 0.99, clientProductId: 'c', productIdentifier: 'p' })).toEqual({ productCode: 'TP60', count: 66, price: 0.99, clientProductId: 'c', productIdentifier: 'p' });
  });

  it('checkout: fields of another type are dropped; a result needs its status', () => {
    expect(readPaymentParamInfo({ sessionId: 'S1', amount: 'lots', product: { productCode: 'TP60' }, currency: 'PHP' })).toEqual({ sessionId: 'S1', currency: 'PHP' });
    expect(readSessionResult({ sessionId: 'S1', status: 'SUCCESS', diamonds: '66' })).toEqual({ sessionId: 'S1', status: 'SUCCESS', diamonds: 66 });
  });
});

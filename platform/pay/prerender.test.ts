// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('selling code on the prerender server', () => {
  it('imports without window or document and reads the top-up query there', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const pay = await import('./index');
    expect(pay.readTopUpQuery(new URLSearchParams('productCode=TP60')).productCode).toBe('TP60');
  });
});

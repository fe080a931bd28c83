import { describe, expect, it, vi } from 'vitest';
import { withSandboxSwitches } from './sandboxSwitches';

describe('sandbox switches on API calls (outside production)', () => {
  it('adds the page’s sandbox_fault and sandbox_latency to every call, and nothing else', async () => {
    const base = vi.fn(async () => new Response('{}'));
    const f = withSandboxSwitches({ sandbox_fault: 'network:/facade/wallet/get', sandbox_latency: '800', lang: 'th' }, base as unknown as typeof fetch);
    await f('/vue/prodServer/facade/wallet/get?timestamp=1');
    const url = new URL(String((base.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(url.pathname).toBe('/vue/prodServer/facade/wallet/get');
    expect(url.searchParams.get('timestamp')).toBe('1');
    expect(url.searchParams.get('sandbox_fault')).toBe('network:/facade/wallet/get');
    expect(url.searchParams.get('sandbox_latency')).toBe('800');
    expect(url.searchParams.has('lang')).toBe(false);
  });

  it('leaves calls untouched when the page has no switch', () => {
    const base = vi.fn() as unknown as typeof fetch;
    expect(withSandboxSwitches({ lang: 'th' }, base)).toBe(base);
  });
});

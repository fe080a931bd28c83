import { describe, expect, it } from 'vitest';
import { resolveAsset } from './assets';

describe('resolveAsset', () => {
  const assets = { 'banner.svg': 'data:image/svg+xml,%3csvg%3e', 'bg.png': '/vue/assets/bg-1a2b.png', 'evil.svg': 'javascript:alert(1)' };

  it('returns what the build made for a file of the campaign folder, inlined images included', () => {
    expect(resolveAsset('banner.svg', assets)).toBe('data:image/svg+xml,%3csvg%3e');
    expect(resolveAsset('bg.png', assets)).toBe('/vue/assets/bg-1a2b.png');
  });

  it('rejects a mapped value that is neither built output nor an allowlisted URL', () => {
    expect(resolveAsset('evil.svg', assets)).toBeUndefined();
  });

  it('sends names outside the map through the URL allowlist', () => {
    expect(resolveAsset('https://evil.example/x.png', assets)).toBeUndefined();
    expect(resolveAsset('javascript:alert(1)', assets)).toBeUndefined();
    expect(resolveAsset('https://wa.me/x.png', assets)).toBe('https://wa.me/x.png');
  });

  it('ignores non-strings, empty names and inherited keys', () => {
    expect(resolveAsset(42, assets)).toBeUndefined();
    expect(resolveAsset('', assets)).toBeUndefined();
    expect(resolveAsset('__proto__', assets)).toBeUndefined();
  });
});

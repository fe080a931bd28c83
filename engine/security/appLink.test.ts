import { afterEach, describe, expect, it } from 'vitest';
import { isAllowedAppLink, isAllowedBridgeUrl, isAllowedSocketUrl, setAllowedAppSchemes } from './appLink';
import { setUrlPolicy } from './url';

describe('app links and socket URLs', () => {
  afterEach(() => setAllowedAppSchemes([]));
  it('only allowlisted app schemes cross the bridge', () => {
    expect(isAllowedAppLink('myapp://room/9')).toBe(false);
    setAllowedAppSchemes(['myapp:']);
    expect(isAllowedAppLink('MyApp://room/9')).toBe(true);
    expect(isAllowedAppLink('javascript://alert(1)')).toBe(false);
    expect(isAllowedBridgeUrl('https://www.facebook.com/x')).toBe(true);
    expect(isAllowedBridgeUrl('https://evil.example/x')).toBe(false);
    expect(isAllowedBridgeUrl('javascript:alert(1)')).toBe(false);
  });
  it('push sockets need an allowlisted host; the sandbox socket on this machine only outside production', () => {
    expect(isAllowedSocketUrl('ws://localhost:8787/push')).toBe(false);
    setUrlPolicy({ production: false });
    expect(isAllowedSocketUrl('ws://localhost:8787/push')).toBe(true);
    setUrlPolicy({ production: true });
    expect(isAllowedSocketUrl('wss://www.facebook.com/push')).toBe(true);
    expect(isAllowedSocketUrl('wss://evil.example/push')).toBe(false);
    expect(isAllowedSocketUrl('https://localhost/push')).toBe(false);
  });
});

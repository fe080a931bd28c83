import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_HOSTS, isAllowedUrl, isLocalHost, parseHostList, safeUrl, setAllowedHosts, setUrlPolicy } from './url';

afterEach(() => setUrlPolicy({ hosts: DEFAULT_ALLOWED_HOSTS, production: true }));

/** Where the browser's URL parser (WHATWG) sends a URL written on a page of the app. */
const resolvedHost = (url: string) => new URL(url, 'https://app.example/vue/act/starlight').host;

describe('isAllowedUrl', () => {
  it('allows same-origin paths, campaign files, raster data images and allowlisted hosts', () => {
    for (const url of ['/vue/sandbox/avatar/1.svg', './a.png', '../b/c.png', 'banner.svg', 'data:image/png;base64,AAAA', 'https://www.facebook.com/x', 'tel:123']) {
      expect(isAllowedUrl(url), url).toBe(true);
    }
  });

  const LOCAL = ['http://localhost:6379/', 'http://127.0.0.1:8080/admin', 'http://127.1/', 'http://0x7f000001/', 'http://2130706433/a.png', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://10.0.0.5/a.png', 'http://172.16.3.4/', 'http://192.168.1.1/', 'http://169.254.169.254/latest/meta-data', 'http://[fd00::1]/', 'http://[fe80::1]/', 'http://0.0.0.0:3000/', 'http://app.localhost/', 'https://LOCALHOST./x'];

  it('production refuses loopback and private addresses, even when a build lists them', () => {
    setUrlPolicy({ hosts: ['localhost', '127.0.0.1', '10.0.0.5', 'cdn.example.com'], production: true });
    for (const url of LOCAL) expect(isAllowedUrl(url), url).toBe(false);
    expect(isAllowedUrl('https://cdn.example.com/a.png')).toBe(true);
  });

  it('outside production (development, the sandbox build) local addresses are allowed', () => {
    setUrlPolicy({ production: false });
    for (const url of LOCAL) expect(isAllowedUrl(url), url).toBe(true);
    expect(isAllowedUrl('https://evil.example/a.png')).toBe(false);
  });

  it('the build setting names the production hosts; empty means the documented default', () => {
    expect(parseHostList(' cdn.example.com, .Example.NET ,,')).toEqual(['cdn.example.com', '.example.net']);
    expect(parseHostList('')).toBe(DEFAULT_ALLOWED_HOSTS);
    expect(parseHostList(undefined)).toBe(DEFAULT_ALLOWED_HOSTS);
    expect(DEFAULT_ALLOWED_HOSTS.some(isLocalHost)).toBe(false);
    setUrlPolicy({ hosts: parseHostList('.example.net'), production: true });
    expect(isAllowedUrl('https://img.example.net/a.png')).toBe(true);
    expect(isAllowedUrl('https://www.facebook.com/x')).toBe(false);
  });

  it('refuses other hosts, other schemes and scheme-relative URLs', () => {
    for (const url of ['https://evil.example/a.png', '//evil.example/a.png', 'javascript:alert(1)', 'data:image/svg+xml;base64,AAAA', '', ' ']) {
      expect(isAllowedUrl(url), url).toBe(false);
    }
  });

  // In http(s) URLs the browser reads `\` as `/` and drops tabs and newlines, so each of these leaves the page's origin.
  const schemeRelative = ['/\\evil.example/a.png', '\\\\evil.example', '\\\\evil.example/a.png', '/\\/evil', '\\/evil', '/\t/evil.example/a.png', '/\n/evil.example', '/\r\n/evil', '\t//evil.example', '/\\\tevil.example'];

  it.each(schemeRelative)('refuses %j, which the browser resolves to another host', (url) => {
    expect(resolvedHost(url)).not.toBe('app.example');
    expect(isAllowedUrl(url)).toBe(false);
    expect(safeUrl(url)).toBeUndefined();
  });

  it('refuses any backslash or control character, even where it stays on the page', () => {
    for (const url of ['/a\\b.png', '\\evil/a.png', './\\evil', 'https://www.facebook.com\\@evil.example/', '/a\u0000.png', '/a\u007f.png']) {
      expect(isAllowedUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('trims surrounding spaces and returns the trimmed URL', () => {
    expect(safeUrl('  /vue/a.png ')).toBe('/vue/a.png');
  });

  it('checks absolute URLs against the allowlisted hosts', () => {
    setAllowedHosts(['cdn.example', '.img.example']);
    expect(isAllowedUrl('https://cdn.example/a.png')).toBe(true);
    expect(isAllowedUrl('https://x.img.example/a.png')).toBe(true);
    expect(isAllowedUrl('https://www.facebook.com/x')).toBe(false);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_HOSTS, isAllowedUrl, safeUrl, setAllowedHosts } from './url';

afterEach(() => setAllowedHosts(DEFAULT_ALLOWED_HOSTS));

/** Where the browser's URL parser (WHATWG) sends a URL written on a page of the app. */
const resolvedHost = (url: string) => new URL(url, 'https://app.example/vue/act/starlight').host;

describe('isAllowedUrl', () => {
  it('allows same-origin paths, campaign files, raster data images and allowlisted hosts', () => {
    for (const url of ['/vue/sandbox/avatar/1.svg', './a.png', '../b/c.png', 'banner.svg', 'data:image/png;base64,AAAA', 'https://www.facebook.com/x', 'http://localhost:5173/a', 'tel:123']) {
      expect(isAllowedUrl(url), url).toBe(true);
    }
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

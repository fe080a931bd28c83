import { describe, expect, it } from 'vitest';
import { inAppTarget, inPagePath, readShellQuery } from './shellQuery';
import { IN_PAGE_FROM } from './shellQuery';

describe('readShellQuery', () => {
  it('reads app_immersion, app_minimize, lang, area, uid, from, ref and ctype', () => {
    const q = readShellQuery('?app_immersion=1&app_minimize=1&lang=th&area=TH&uid=42&from=inner&ref=banner&ctype=3');
    expect(q).toEqual({ immersive: true, minimizable: true, lang: 'th', area: 'TH', uid: '42', from: 'inner', ref: 'banner', ctype: 3 });
  });

  it('ctype is an integer that defaults to normal 1', () => {
    expect(readShellQuery('').ctype).toBe(1);
    expect(readShellQuery('?ctype=abc').ctype).toBe(1);
    expect(readShellQuery('?ctype=2.5').ctype).toBe(1);
    expect(readShellQuery('?ctype=2').ctype).toBe(2);
  });

  it('only the value 1 turns immersive and minimize on', () => {
    const q = readShellQuery('?app_immersion=0&app_minimize=true');
    expect(q.immersive).toBe(false);
    expect(q.minimizable).toBe(false);
  });
});

describe('inAppTarget', () => {
  it('a page opened inside the app keeps the app\'s query and gets the in-page marker; one with its own from is left as it is', () => {
    expect(inAppTarget('/game/ranking', '?app_immersion=1&ctype=2')).toBe('/game/ranking?app_immersion=1&ctype=2&from=inner');
    expect(inAppTarget('/x?from=app#a', '?app_immersion=1')).toBe('/x?from=app#a');
  });
});

describe('inPagePath', () => {
  it('navigating inside the app keeps the query and adds the in-page marker', () => {
    const to = inPagePath('/ranking/hof?tab=2#top', '?app_immersion=1&lang=ms&from=app');
    const url = new URL(to, 'https://x.test');
    expect(url.pathname).toBe('/ranking/hof');
    expect(url.searchParams.get('from')).toBe(IN_PAGE_FROM);
    expect(url.searchParams.get('app_immersion')).toBe('1');
    expect(url.searchParams.get('lang')).toBe('ms');
    expect(url.searchParams.get('tab')).toBe('2');
    expect(url.hash).toBe('#top');
  });

  it("carries only the shell's parameters to the next page: a hostile link's own parameters stay behind", () => {
    const hostile = '?lang=ms&area=MY&uid=10002&from=app&app_immersion=1&app_minimize=1&ctype=2&ref=mall&p=../../sandbox/control&productId=evil&callback=https://evil.example';
    const url = new URL(inPagePath('/ranking/hof-preview?tab=2', hostile), 'https://x.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'ms', area: 'MY', uid: '10002', from: IN_PAGE_FROM, app_immersion: '1', app_minimize: '1', ctype: '2', ref: 'mall', tab: '2' });
    expect(inAppTarget('/stars/preheat', '?productId=evil&lang=th')).toBe('/stars/preheat?lang=th&from=inner');
  });

  it("a shell parameter whose value is not a plain word (a currency type not a number, markup, a URL) stays behind", () => {
    const hostile = `?lang=${encodeURIComponent('<svg onload=x>')}&area=MY&uid=10002&ctype=${encodeURIComponent('<img src=x>')}&ref=${encodeURIComponent('https://evil.example')}`;
    const url = new URL(inPagePath('/ranking/hof-preview', hostile), 'https://x.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ area: 'MY', uid: '10002', from: IN_PAGE_FROM });
    expect(new URL(inPagePath('/x', '?ctype=-2'), 'https://x.test').searchParams.get('ctype')).toBe('-2');
  });
});

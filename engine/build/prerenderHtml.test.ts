// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { injectPrerendered, routeHtmlPath, withModulepreload } from './prerenderHtml';

const template = [
  '<!doctype html><html lang="en"><head><title></title>',
  '<link rel="stylesheet" crossorigin href="/vue/assets/style-1.css">',
  '<link rel="stylesheet" href="https://cdn.example/other.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

describe('prerendered page HTML', () => {
  it('a route is written to <route>/index.html; odd routes are refused', () => {
    expect(routeHtmlPath('/act/starlight')).toBe('act/starlight/index.html');
    expect(routeHtmlPath('/slot-machine/index/')).toBe('slot-machine/index/index.html');
    expect(() => routeHtmlPath('/')).toThrow();
    expect(() => routeHtmlPath('/act/../../etc')).toThrow();
  });

  it('puts the markup in the root with the build instant and language, the title, language and chunk hints', () => {
    const html = injectPrerendered(template, {
      html: '<main>first screen</main>', title: 'Starlight <Festival>', lang: 'th', at: 1795000000000,
      modulepreload: ['/vue/assets/starlight-1.js'],
    });
    expect(html).toContain('<div id="root" data-prerendered-at="1795000000000" data-prerendered-lang="th"><main>first screen</main></div>');
    expect(html).toContain('<title>Starlight &lt;Festival&gt;</title>');
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/vue/assets/starlight-1.js"></head>');
  });

  it('lists each chunk once, and not those the page already links', () => {
    const page = '<html><head><link rel="modulepreload" crossorigin href="/vue/assets/react.js"></head><body></body></html>';
    const html = withModulepreload(page, ['/vue/assets/react.js', '/vue/assets/engine.js', '/vue/assets/engine.js']);
    expect(html.match(/modulepreload/g)).toHaveLength(2);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/vue/assets/engine.js"></head>');
  });

  it('the page stylesheet goes inline (first paint needs no request); others stay linked; markup with $ is kept as is', () => {
    const html = injectPrerendered(template, {
      html: '<p>$& $1 price</p>', title: 'Win $& more', lang: 'en', at: 1,
      inlineCss: { '/vue/assets/style-1.css': '.a{color:red}</style><script>' },
    });
    expect(html).toContain('<style>.a{color:red}<\\/style><script></style>');
    expect(html).not.toContain('style-1.css');
    expect(html).toContain('https://cdn.example/other.css');
    expect(html).toContain('<p>$& $1 price</p>');
    expect(html).toContain('<title>Win $&amp; more</title>');
  });

  it('refuses a template without an empty root', () => {
    expect(() => injectPrerendered('<div id="app"></div>', { html: '', title: '', lang: 'en', at: 1 })).toThrow(/root/);
  });
});

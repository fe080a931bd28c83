// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { injectPrerendered, routeHtmlPath, withModulepreload, withImagePreloadsFirst } from './prerenderHtml';

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

  it('marks the root of a page whose first screen writes numbers, and only that page', () => {
    const page = { html: '<p>1,200 diamonds</p>', title: 'T', lang: 'en', at: 1795000000000 };
    expect(injectPrerendered(template, { ...page, writesNumbers: true })).toContain('<div id="root" data-prerendered-at="1795000000000" data-prerendered-lang="en" data-writes-numbers="">');
    expect(injectPrerendered(template, { ...page, writesNumbers: false })).not.toContain('data-writes-numbers');
    expect(injectPrerendered(template, page)).not.toContain('data-writes-numbers');
  });

  it('lists each chunk once, and not those the page already links', () => {
    const page = '<html><head><link rel="modulepreload" crossorigin href="/vue/assets/react.js"></head><body></body></html>';
    const html = withModulepreload(page, ['/vue/assets/react.js', '/vue/assets/engine.js', '/vue/assets/engine.js']);
    expect(html.match(/modulepreload/g)).toHaveLength(2);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/vue/assets/engine.js"></head>');
  });

  it("the first screen's part of the page stylesheet goes inline (first paint needs no request), the link to the whole one is held in a template at the end of the body; others stay; markup with $ is kept as is", () => {
    const html = injectPrerendered(template, {
      html: '<p>$& $1 price</p>', title: 'Win $& more', lang: 'en', at: 1,
      inlineCss: { '/vue/assets/style-1.css': '.a{color:red}</style><script>' },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.a{color:red}<\\/style><script></style>');
    expect(head).not.toContain('style-1.css');
    expect(head).toContain('https://cdn.example/other.css');
    expect(html).toMatch(/<\/div><template data-page-stylesheets><link rel="stylesheet" crossorigin href="\/vue\/assets\/style-1\.css"><\/template><\/body>/);
    expect(html.match(/style-1\.css/g)).toHaveLength(1);
    // The entry runs as soon as it is fetched.
    expect(injectPrerendered(`${template.replace('</head>', '<script type="module" crossorigin src="/vue/assets/index-1.js"></script></head>')}`, { html: '', title: '', lang: 'en', at: 1, inlineCss: { '/vue/assets/style-1.css': 'a{}' } })).toContain('<script type="module" async crossorigin src="/vue/assets/index-1.js"></script>');
    expect(html).toContain('<p>$& $1 price</p>');
    expect(html).toContain('<title>Win $&amp; more</title>');
  });

  it('a first screen that uses no rule of a stylesheet gets no empty style element; the stylesheet is still held for the page to link', () => {
    const html = injectPrerendered(template, { html: '<p>x</p>', title: 'T', lang: 'en', at: 1, inlineCss: { '/vue/assets/style-1.css': '' } });
    expect(html).not.toContain('<style>');
    expect(html).toContain('<template data-page-stylesheets><link rel="stylesheet" crossorigin href="/vue/assets/style-1.css"></template></body>');
  });

  it('refuses a template without an empty root', () => {
    expect(() => injectPrerendered('<div id="app"></div>', { html: '', title: '', lang: 'en', at: 1 })).toThrow(/root/);
  });
});

describe('withImagePreloadsFirst', () => {
  const template = '<!doctype html><html><head><meta charset="UTF-8" /><meta name="viewport" content="x" /><link rel="icon" href="data:," /><title></title><script type="module" src="/vue/assets/index.js"></script><style>a{}</style></head><body><div id="root"></div></body></html>';
  const banner = '<link rel="preload" as="image" href="/vue/assets/banner-B7fWhHGd.svg" fetchPriority="high"/>';

  it("puts a copy of the first screen's image preloads at the top of the head, before the scripts and styles; the markup keeps its own", () => {
    const markup = `${banner}<img class="cw-banner__img" src="/vue/assets/banner-B7fWhHGd.svg" fetchPriority="high"/>`;
    const html = injectPrerendered(template, { html: markup, title: 'T', lang: 'en', at: 1 });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(banner)).toBeGreaterThan(head.indexOf('name="viewport"'));
    expect(head.indexOf(banner)).toBeLessThan(head.indexOf('<link rel="icon"'));
    expect(head.indexOf(banner)).toBeLessThan(head.indexOf('<script'));
    expect(html.split(banner)).toHaveLength(3);
    expect(html).toContain(`<div id="root" data-prerendered-at="1" data-prerendered-lang="en">${markup}</div>`);
  });

  it('leaves a page without image preloads as it was, and copies each preload once', () => {
    expect(withImagePreloadsFirst(template, '<p>no pictures</p><link rel="preload" as="font" href="/f.woff2"/>')).toBe(template);
    expect(withImagePreloadsFirst(template, banner + banner).split(banner)).toHaveLength(2);
  });
});

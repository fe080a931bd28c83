// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { criticalCss } from './criticalCss';

const css = [
  'html,body{margin:0}',
  '.cw-banner{height:180px}.cw-banner__img{width:100%}.cw-dialog{position:fixed}',
  '.cw-btn:hover{opacity:.9}.cw-btn:disabled{opacity:.5}',
  '@media (min-width:600px){.cw-banner{height:240px}.cw-dialog{inset:0}}',
  '@keyframes cw-spin{to{transform:rotate(1turn)}}@keyframes cw-fade{to{opacity:0}}',
  '.cw-spinner{animation:cw-spin 1s linear infinite}',
].join('');

describe('criticalCss', () => {
  it("keeps the rules the markup's elements match, states included, with their media queries and keyframes", async () => {
    const out = await criticalCss(css, '<div class="cw-banner"><img class="cw-banner__img" src="/b.svg"/></div><button class="cw-btn">Go</button><i class="cw-spinner"></i>');
    for (const kept of ['html,body{margin:0}', '.cw-banner{height:180px}', '.cw-banner__img{width:100%}', '.cw-btn:hover{opacity:.9}', '.cw-btn:disabled{opacity:.5}', '@media (min-width:600px){.cw-banner{height:240px}}', '@keyframes cw-spin']) {
      expect(out, kept).toContain(kept);
    }
    // Rules of what the first screen does not show (a dialog), and keyframes nothing kept names, are left to the whole stylesheet.
    expect(out).not.toContain('cw-dialog');
    expect(out).not.toContain('cw-fade');
  });

  it('reads markup as markup: a class named in text or an attribute value keeps nothing', async () => {
    const out = await criticalCss(css, '<p title="cw-dialog">.cw-dialog</p><script>document.body.className="cw-dialog"</script>');
    expect(out).not.toContain('cw-dialog');
    expect(out).toContain('html,body{margin:0}');
  });
});

/**
 * The part of the app's stylesheet a prerendered first screen uses: the rules whose selectors match its markup
 * (with their media queries and the keyframes they name), chosen by beasties against the markup
 * parsed as a document. A page puts only this part inline, so its HTML is parsed and styled in a fraction of the
 * time; the whole stylesheet follows it (engine/vite/prerenderHtml.ts) before any script renders anything else.
 */
import Beasties from 'beasties';

const beasties = new Beasties({
  // Only the stylesheet given inline is read and reduced: nothing is fetched from disk, nothing else is rewritten.
  reduceInlineStyles: true,
  external: false,
  inlineFonts: false,
  preloadFonts: false,
  keyframes: 'critical',
  compress: true,
  logLevel: 'silent',
});

/** The rules of `css` that the page `markup` (the root's inner HTML) can use, as minified CSS. */
export async function criticalCss(css: string, markup: string): Promise<string> {
  const page = `<!doctype html><html><head><style>${css.replace(/<\/style/gi, '<\\/style')}</style></head><body><div id="root">${markup}</div></body></html>`;
  const out = await beasties.process(page);
  return /<style>([^]*?)<\/style>/.exec(out)?.[1] ?? '';
}

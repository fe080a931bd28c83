/**
 * Puts a prerendered first screen into the built index.html: the markup in
 * the root element (marked with the build instant and language, which the
 * client reads to hydrate with the same clock), the page title, the page
 * language and preload hints for the page's own chunks.
 */

export interface PrerenderedHtml {
  html: string;
  title: string;
  lang: string;
  /** Build instant (ms) the page was rendered at. */
  at: number;
  /** Script chunks the page loads before hydrating (URLs). */
  modulepreload?: readonly string[];
  /**
   * Stylesheets whose first-screen part goes inline (URL -> the CSS the markup uses, engine/vite/criticalCss.ts):
   * the first paint waits for no request. The link to the whole stylesheet is held, inert, in a template at the end
   * of the body: the page asks for it once its scripts are in, so that it does not share the network with them,
   * and is interactive once it is in, so that whatever it renders later is styled (app/pageStyles.ts).
   */
  inlineCss?: Readonly<Record<string, string>>;
  /** The campaign the page shows and its module's URL: the page starts without the list of every campaign. */
  campaignEntry?: { id: string; chunk: string };
  /** Its first screen writes numbers: the entry builds their format while the scripts download (`data-writes-numbers`). */
  writesNumbers?: boolean;
}

/**
 * Replaces `<link rel="stylesheet" ... href="URL">` of the given stylesheets with their given text, and holds the
 * link itself in a template at the end of the body (`template[data-page-stylesheets]`, linked by the page's code).
 */
function inlineStylesheets(html: string, css: Readonly<Record<string, string>>): string {
  const moved: string[] = [];
  const head = html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const text = css[href];
    if (text === undefined) return link;
    moved.push(link);
    return text ? `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  });
  if (moved.length === 0) return head;
  // The entry module runs as soon as it is fetched: it holds early taps and starts the page's code.
  return head.replace(/<script type="module"(?![^>]*\basync\b)/g, '<script type="module" async').replace('</body>', () => `<template data-page-stylesheets>${moved.join('')}</template></body>`);
}

const ROOT = /<div id="root"><\/div>/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Output path (relative to the build folder) of a route's page: /act/starlight -> act/starlight/index.html. */
export function routeHtmlPath(route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  if (!clean || clean.split('/').some((s) => s === '..' || s === '.' || s === '')) throw new Error(`cannot prerender route '${route}'`);
  return `${clean}/index.html`;
}

/** The page with `<link rel="modulepreload">` for each chunk URL it does not list yet (before `</head>`). */
export function withModulepreload(html: string, hrefs: readonly string[]): string {
  const preload = [...new Set(hrefs)]
    .filter((href) => !html.includes(`href="${escapeHtml(href)}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  return html.replace('</head>', () => `${preload}</head>`);
}

/**
 * The page with a copy of each image preload of its first screen (React writes one for an image with a high
 * fetch priority, such as a banner, where the image is, at the end of the page) at the top of its head, before
 * the scripts and the inline stylesheet: the picture that is usually the largest paint is asked for first,
 * not after every script. The copy in the markup stays (hydration finds what it rendered); the browser fetches once.
 */
export function withImagePreloadsFirst(html: string, markup: string): string {
  const preloads = [...new Set(markup.match(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="image")[^>]*>/g) ?? [])];
  if (preloads.length === 0) return html;
  const head = /<head>[^]*?(?=<(?:script|link|style)\b)/.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${preloads.join('')}${html.slice(at)}`;
}

export function injectPrerendered(template: string, page: PrerenderedHtml): string {
  if (!ROOT.test(template)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  const own = page.campaignEntry ? ` data-campaign="${escapeHtml(page.campaignEntry.id)}" data-campaign-chunk="${escapeHtml(page.campaignEntry.chunk)}"` : '';
  const numbers = page.writesNumbers ? ' data-writes-numbers=""' : '';
  const root = `<div id="root" data-prerendered-at="${page.at}" data-prerendered-lang="${escapeHtml(page.lang)}"${own}${numbers}>${page.html}</div>`;
  const html = withImagePreloadsFirst(inlineStylesheets(template, page.inlineCss ?? {}), page.html)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT, () => root);
  return withModulepreload(html, page.modulepreload ?? []);
}

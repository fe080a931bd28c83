/**
 * The first-load weight of a page: the scripts its HTML names (the module entry and the modulepreload'ed chunks),
 * counted as the server sends them (Brotli at its highest quality, as the sandbox and benchmark servers send them to a
 * browser, sandbox/server/compressedFiles.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** How the servers Brotli-compress the build's text files: highest quality, text mode, as a host precompressing a build. */
export const SENT_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/** Sizes already counted, by file content: many pages load the same chunks. */
const counted = new Map<string, number>();

/** Bytes of a file as sent: Brotli at its highest quality, as the servers send the build's text files. */
export function sentBytes(content: Uint8Array | string): number {
  const text = typeof content === 'string' ? content : Buffer.from(content).toString('latin1');
  const known = counted.get(text);
  if (known !== undefined) return known;
  const bytes = brotliCompressSync(content, SENT_BROTLI).length;
  counted.set(text, bytes);
  return bytes;
}

/** Files (relative to the build folder) of the scripts a page loads first: its module scripts and modulepreload links. */
export function firstLoadScripts(html: string, base: string): string[] {
  const files = new Set<string>();
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const t = tag[0];
    const url = t.startsWith('<script') ? (/\btype="module"/.test(t) ? /\bsrc="([^"]+)"/.exec(t)?.[1] : undefined) : /\brel="modulepreload"/.test(t) ? /\bhref="([^"]+)"/.exec(t)?.[1] : undefined;
    if (url?.startsWith(base)) files.add(url.slice(base.length));
  }
  return [...files];
}

export interface PageWeight {
  /** The page's path as served (`/vue/diamond-pass/index`, `/vue/` for the build's own index.html). */
  route: string;
  /** Sum of the first-load scripts as sent. */
  bytes: number;
  /** The first-load scripts as sent, largest first. */
  chunks: Array<{ file: string; bytes: number }>;
}

/** The first-load script weight of a page, given its HTML and a reader of the build's files (undefined: not in the build). */
export function pageWeight(route: string, html: string, base: string, read: (file: string) => Uint8Array | string | undefined): PageWeight {
  const chunks = firstLoadScripts(html, base).flatMap((file) => {
    const content = read(file);
    return content === undefined ? [] : [{ file, bytes: sentBytes(content) }];
  });
  chunks.sort((a, b) => b.bytes - a.bytes);
  return { route, bytes: chunks.reduce((sum, c) => sum + c.bytes, 0), chunks };
}

/** Every HTML page of a build folder (`index.html` files, the build's own included) with its first-load weight. */
export function buildPageWeights(outDir: string, base: string): PageWeight[] {
  const pages = (readdirSync(outDir, { recursive: true }) as string[]).filter((f) => f === 'index.html' || f.endsWith(`${sep}index.html`));
  const weights = pages.map((page) => {
    const dir = page.slice(0, -'index.html'.length).split(sep).filter(Boolean).join('/');
    const route = dir === '' ? base : `${base}${dir}`;
    return pageWeight(route, readFileSync(join(outDir, page), 'utf8'), base, (file) => {
      const path = join(outDir, file);
      return existsSync(path) ? readFileSync(path) : undefined;
    });
  });
  return weights.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

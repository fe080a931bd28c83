/**
 * Vite plugin: `virtual:locales/<lang>/<part>` is one part of a language's
 * shared strings (`core`, `startup` or `payments`: engine/build/locale-parts.ts),
 * read from `<localesDir>/<lang>.json`. The runtime imports en's core part and
 * loads the page language's on demand; a page never downloads the strings of
 * the platform pages and widgets it does not show.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '../core/types';
import { LOCALE_PARTS, localePart, type LocalePart } from './locale-parts';

export const LOCALES_PREFIX = 'virtual:locales/';
const RESOLVED = '\0';

/** The language (pack) and part of a `virtual:locales/<lang>/<part>` id, or undefined for another id. */
export function localePartOf(id: string): { lang: string; part: LocalePart } | undefined {
  if (!id.startsWith(LOCALES_PREFIX)) return undefined;
  const [lang, part, ...rest] = id.slice(LOCALES_PREFIX.length).split('/');
  if (rest.length > 0 || !lang || lang === 'vn' || !(LOCALES as readonly string[]).includes(lang)) return undefined;
  return (LOCALE_PARTS as readonly string[]).includes(part ?? '') ? { lang, part: part as LocalePart } : undefined;
}

export function localesPlugin(opts: { localesDir?: string } = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'locale-parts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(LOCALES_PREFIX) ? RESOLVED + id : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED + LOCALES_PREFIX)) return undefined;
      const bare = id.slice(RESOLVED.length);
      const which = localePartOf(bare);
      if (!which) return this.error(`${bare}: not a part of the shared strings (virtual:locales/<${LOCALES.filter((l) => l !== 'vn').join('|')}>/<${LOCALE_PARTS.join('|')}>)`);
      const file = join(resolve(root, opts.localesDir ?? 'locales'), `${which.lang}.json`);
      this.addWatchFile(file);
      const pack = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(localePart(pack, which.part))};\n`;
    },
  };
}

/**
 * Vite plugin: `virtual:locales/<pack>/<part>` is one part of a language's
 * shared strings (`core`, `startup`, `payments` or `all`: engine/vite/locale-parts.ts),
 * read from `<localesDir>/<pack>.json` and the widgets' strings folders their
 * definitions declare (the widgets module the app names). The runtime imports en's core part and
 * loads the page language's on demand; a page never downloads the strings of
 * the platform pages and widgets it does not show. vn and ph have no part of
 * their own: they read the vi and fil packs.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PACKS, type Pack } from '../i18n/resolveLocale';
import { borrowed, type Lender } from './build-handoff';
import { LOCALE_PARTS, localePart, type LocalePart } from './locale-parts';
import { importWidgetStringsIndex, stringsFolders, type WidgetsIndex } from './widget-files';
import { widgetSections } from './widget-strings';

export const LOCALES_PREFIX = 'virtual:locales/';
const RESOLVED = '\0';

/** The language pack and part of a `virtual:locales/<pack>/<part>` id, or undefined for another id. */
export function localePartOf(id: string): { lang: Pack; part: LocalePart } | undefined {
  if (!id.startsWith(LOCALES_PREFIX)) return undefined;
  const [lang, part, ...rest] = id.slice(LOCALES_PREFIX.length).split('/');
  if (rest.length > 0 || !lang || !(PACKS as readonly string[]).includes(lang)) return undefined;
  return (LOCALE_PARTS as readonly string[]).includes(part ?? '') ? { lang: lang as Pack, part: part as LocalePart } : undefined;
}

export interface LocalesPluginOptions {
  /** Folder of the shared locale files (default: <vite root>/locales). */
  localesDir?: string;
  /**
   * The widgets: the file of the app's widgets module (exporting `registry` and `sharedWidgetStrings`, read in a
   * Node process of its own), or their registry and shared strings, or a loader of them.
   */
  widgets: string | WidgetsIndex | (() => Promise<WidgetsIndex>);
}

export function localesPlugin(opts: LocalesPluginOptions): Plugin<Lender> {
  let root = process.cwd();
  let production = false;
  /** The widgets as read once for this plugin (again after each change the dev server sees): every pack's part reads them. */
  let widgets: Promise<WidgetsIndex> | undefined;
  const lentAs = () => `locale-widgets:${typeof opts.widgets === 'string' ? resolve(root, opts.widgets) : ''}`;
  const getWidgets = (): Promise<WidgetsIndex> => {
    const given = opts.widgets;
    if (typeof given === 'function') return given();
    if (typeof given !== 'string') return Promise.resolve(given);
    if (!widgets) {
      const reading = importWidgetStringsIndex(resolve(root, given), root);
      reading.catch(() => widgets === reading && (widgets = undefined));
      widgets = reading;
    }
    return widgets;
  };
  return {
    name: 'locale-parts',
    enforce: 'pre',
    api: { lend: () => (widgets ? [[lentAs(), widgets]] : []) },
    configResolved(config) {
      root = config.root;
      production = config.mode === 'production';
      // The server build a client build starts (the prerender) takes over the widgets that build read.
      if (config.command === 'build' && config.build.ssr) widgets = borrowed<Promise<WidgetsIndex>>(lentAs());
    },
    watchChange() {
      widgets = undefined;
    },
    resolveId(id) {
      return id.startsWith(LOCALES_PREFIX) ? RESOLVED + id : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED + LOCALES_PREFIX)) return undefined;
      const bare = id.slice(RESOLVED.length);
      const which = localePartOf(bare);
      if (!which) return this.error(`${bare}: not a part of the shared strings (virtual:locales/<${PACKS.join('|')}>/<${LOCALE_PARTS.join('|')}>)`);
      const file = join(resolve(root, opts.localesDir ?? 'locales'), `${which.lang}.json`);
      this.addWatchFile(file);
      const pack = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      if (which.part !== 'core' && which.part !== 'all') return `export default ${JSON.stringify(localePart(pack, which.part))};\n`;
      const { registry, shared } = await getWidgets();
      const folders = stringsFolders(registry, shared);
      const sections = which.part === 'all' ? [...folders.keys()] : shared.map((s) => s.section);
      const widgets = await widgetSections(folders, sections, which.lang, (f) => this.addWatchFile(f));
      return `export default ${JSON.stringify(localePart(pack, which.part, widgets, { production }))};\n`;
    },
  };
}

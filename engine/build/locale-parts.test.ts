// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizePlaceholders } from '../i18n/placeholders';
import { localePart, widgetSections, widgetSectionsNamedIn, widgetSectionsUsedBy } from './locale-parts';
import { localePartOf } from './locales-plugin';

const read = (lang: string) => JSON.parse(readFileSync(join(process.cwd(), 'locales', `${lang}.json`), 'utf8')) as Record<string, Record<string, unknown>>;
const widgetsDir = join(process.cwd(), 'widgets');

describe('parts of the shared strings', () => {
  it('core: shell, errors, the pay flow\'s strings and the widget blocks, without the top-up pages and the widgets\' own sections', () => {
    for (const lang of ['en', 'th', 'vi']) {
      const pack = read(lang);
      const core = localePart(pack, 'core');
      expect(Object.keys(core).sort(), lang).toEqual(['errors', 'payments', 'shell', 'widgets']);
      expect(core.shell, lang).toEqual(normalizePlaceholders(pack.shell));
      const { pages, ...payments } = pack.payments as Record<string, unknown>;
      expect(pages, lang).toBeDefined();
      expect(core.payments, lang).toEqual(normalizePlaceholders(payments));
      expect(core.widgets, lang).toEqual(normalizePlaceholders({ blocks: (pack.widgets as Record<string, unknown>).blocks }));
    }
  });

  it('startup: the three strings of the start-up failure screen; payments: the top-up pages\' strings', () => {
    const en = read('en');
    const shell = en.shell as { error: { title: string; generic: string }; reload: string };
    expect(localePart(en, 'startup')).toEqual({ shell: { error: { title: shell.error.title, generic: shell.error.generic }, reload: shell.reload } });
    expect(localePart(en, 'payments')).toEqual(normalizePlaceholders({ payments: { pages: (en.payments as Record<string, unknown>).pages } }));
  });

  it('every key of a language is in exactly one of core, payments and the widget sections', () => {
    const flat = (v: unknown, prefix = ''): string[] =>
      v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => flat(x, prefix ? `${prefix}.${k}` : k)) : [prefix];
    for (const lang of ['en', 'ms', 'th', 'ph', 'fil', 'vi']) {
      const pack = read(lang);
      const names = Object.keys(pack.widgets as object).filter((n) => n !== 'blocks');
      const parts = [localePart(pack, 'core'), localePart(pack, 'payments'), widgetSections(pack, names)].map((p) => flat(p));
      expect(parts.flat().sort(), lang).toEqual(flat(pack).sort());
      expect(new Set(parts.flat()).size, lang).toBe(parts.flat().length);
    }
  });

  it('placeholders are written {name}', () => {
    const part = widgetSections({ widgets: { x: { a: 'Hi {{ name }}', b: '{{count}} left' } } }, ['x']);
    expect(part).toEqual({ widgets: { x: { a: 'Hi {name}', b: '{count} left' } } });
    expect(widgetSections({ widgets: {} }, ['x'])).toEqual({});
  });

  it('names the virtual parts: virtual:locales/<lang>/<part>; vn reads vi', () => {
    expect(localePartOf('virtual:locales/th/core')).toEqual({ lang: 'th', part: 'core' });
    expect(localePartOf('virtual:locales/en/startup')).toEqual({ lang: 'en', part: 'startup' });
    for (const id of ['virtual:locales/vn/core', 'virtual:locales/xx/core', 'virtual:locales/th/widgets', 'virtual:locales/th/core/x', 'virtual:campaigns']) expect(localePartOf(id), id).toBeUndefined();
  });
});

describe('the widget sections a campaign brings', () => {
  it("a widget's own section, and those its code names, also through the widget folders it imports", () => {
    expect(widgetSectionsUsedBy(widgetsDir, ['ranking-list'])).toEqual(['ranking-list']);
    expect(widgetSectionsUsedBy(widgetsDir, ['countdown', 'heading'])).toEqual(['countdown', 'heading']);
    // The pass upgrade and tasks show the Diamond Pass wording; the product list shows the empty-state text.
    expect(widgetSectionsUsedBy(widgetsDir, ['pass-subscription'])).toContain('diamond-pass');
    expect(widgetSectionsUsedBy(widgetsDir, ['pass-tasks'])).toContain('diamond-pass');
    expect(widgetSectionsUsedBy(widgetsDir, ['product-modal'])).toEqual(['empty-state', 'product-modal']);
    expect(widgetSectionsUsedBy(widgetsDir, ['payment-selector'])).toEqual(['loading-overlay', 'payment-selector']);
    expect(widgetSectionsUsedBy(widgetsDir, ['slot-machine'])).toEqual(['cockfight', 'slot-machine']);
    // The widget blocks are in every page's core strings.
    expect(widgetSectionsUsedBy(widgetsDir, ['ranking-list'])).not.toContain('blocks');
  });

  it('every section a widget folder names besides its own is one of the shared strings', () => {
    const sections = Object.keys(read('en').widgets as object);
    const folders = readdirSync(widgetsDir).filter((d) => existsSync(join(widgetsDir, d, 'index.ts')));
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      for (const s of widgetSectionsUsedBy(widgetsDir, [folder])) if (s !== folder) expect(sections, `${folder} names widgets.${s}`).toContain(s);
    }
  });

  it('the sections a definition names in common: keys', () => {
    expect(widgetSectionsNamedIn({ page: [{ type: 'text', props: { text: 'common:widgets.empty-state.text', title: 'common:shell.loading' } }, { props: { label: 'title' } }] })).toEqual(['empty-state']);
  });
});

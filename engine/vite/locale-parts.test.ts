// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizePlaceholders } from '../i18n/placeholders';
import { DEVELOPMENT_ONLY_SHELL_STRINGS, localePart, widgetSectionsNamedIn } from './locale-parts';
import { localePartOf } from './locales-plugin';

const read = (lang: string) => JSON.parse(readFileSync(join(process.cwd(), 'locales', `${lang}.json`), 'utf8')) as Record<string, Record<string, unknown>>;

describe('parts of the shared strings', () => {
  const blocks = { widgets: { blocks: { retry: 'Try again' } } };

  it("core: shell, errors, the pay flow's strings and the strings shared by the widgets, without the top-up pages", () => {
    for (const lang of ['en', 'th', 'vi']) {
      const pack = read(lang);
      const core = localePart(pack, 'core', blocks);
      expect(Object.keys(core), lang).toEqual(['shell', 'errors', 'payments', 'widgets']);
      expect(core.shell, lang).toEqual(normalizePlaceholders(pack.shell));
      const { pages, ...payments } = pack.payments as Record<string, unknown>;
      expect(pages, lang).toBeDefined();
      expect(core.payments, lang).toEqual(normalizePlaceholders(payments));
      expect(core.widgets, lang).toEqual(blocks.widgets);
    }
  });

  it("a production build's core has no strings of the development-only panels; the rest of the shell is the same", () => {
    for (const lang of ['en', 'ms', 'th', 'fil', 'vi']) {
      const pack = read(lang);
      const shell = (localePart(pack, 'core', blocks, { production: true }).shell ?? {}) as Record<string, unknown>;
      expect(Object.keys(pack.shell ?? {}), lang).toEqual(expect.arrayContaining([...DEVELOPMENT_ONLY_SHELL_STRINGS]));
      for (const key of DEVELOPMENT_ONLY_SHELL_STRINGS) expect(shell[key], `${lang} shell.${key}`).toBeUndefined();
      const { dev: _dev, campaignErrors: _errors, ...kept } = normalizePlaceholders(pack.shell) as Record<string, unknown>;
      expect(shell, lang).toEqual(kept);
    }
  });

  it("startup: the three strings of the start-up failure screen; payments: the top-up pages' strings", () => {
    const en = read('en');
    const shell = en.shell as { error: { title: string; generic: string }; reload: string };
    expect(localePart(en, 'startup')).toEqual({ shell: { error: { title: shell.error.title, generic: shell.error.generic }, reload: shell.reload } });
    expect(localePart(en, 'payments')).toEqual(normalizePlaceholders({ payments: { pages: (en.payments as Record<string, unknown>).pages } }));
  });

  it('every key of a language file is in exactly one of core and payments; all has everything and the widget strings given', () => {
    const flat = (v: unknown, prefix = ''): string[] =>
      v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => flat(x, prefix ? `${prefix}.${k}` : k)) : [prefix];
    for (const lang of ['en', 'ms', 'th', 'fil', 'vi']) {
      const pack = read(lang);
      const parts = [localePart(pack, 'core'), localePart(pack, 'payments')].map((p) => flat(p));
      expect(parts.flat().sort(), lang).toEqual(flat(pack).sort());
      expect(new Set(parts.flat()).size, lang).toBe(parts.flat().length);
      expect(localePart(pack, 'all', blocks), lang).toEqual({ ...normalizePlaceholders(pack), ...blocks });
    }
  });

  it('names the virtual parts: virtual:locales/<pack>/<part>; vn and ph have none, they read vi and fil', () => {
    expect(localePartOf('virtual:locales/th/core')).toEqual({ lang: 'th', part: 'core' });
    expect(localePartOf('virtual:locales/en/startup')).toEqual({ lang: 'en', part: 'startup' });
    expect(localePartOf('virtual:locales/fil/all')).toEqual({ lang: 'fil', part: 'all' });
    for (const id of ['virtual:locales/vn/core', 'virtual:locales/ph/core', 'virtual:locales/xx/core', 'virtual:locales/th/widgets', 'virtual:locales/th/core/x', 'virtual:campaigns']) expect(localePartOf(id), id).toBeUndefined();
  });
});

describe('the widget sections a campaign definition names', () => {
  it('the sections of its common:widgets.<x>. keys, but those every page has', () => {
    const def = { page: [{ type: 'text', props: { text: 'common:widgets.empty-state.text', title: 'common:shell.loading', hint: 'common:widgets.blocks.retry' } }, { props: { label: 'title' } }] };
    expect(widgetSectionsNamedIn(def)).toEqual(['blocks', 'empty-state']);
    expect(widgetSectionsNamedIn(def, ['blocks'])).toEqual(['empty-state']);
  });
});

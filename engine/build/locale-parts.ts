/**
 * The shared strings (locales/<lang>.json) in the parts pages load, so that a
 * page downloads the strings it can show, not those of every platform page
 * and widget:
 * - `core`: what the runtime shows on any page (shell, errors, the pay flow's
 *   messages and channel names, the widgets' common blocks): everything but
 *   the top-up pages' strings and the widgets' own sections;
 * - `startup`: the three strings of the start-up failure screen (app/startupFailure.ts);
 * - `payments`: the top-up pages' strings (`payments.pages`), loaded with those pages;
 * - a widget's own section (`widgets.<folder>`): each compiled campaign brings
 *   the sections of the widgets it uses (engine/build/campaigns-plugin.ts).
 * Placeholders are rewritten to the `{name}` form the runtime reads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePlaceholders } from '../i18n/placeholders';

type Pack = Record<string, unknown>;

export const LOCALE_PARTS = ['core', 'startup', 'payments'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

/** Widget sections every page has: the building blocks (widgets/blocks) any widget may show. */
export const CORE_WIDGET_SECTIONS: readonly string[] = ['blocks'];

/** Folders of code shared by widgets (not widgets): read for the sections they name, no section of their own. */
const SHARED_FOLDERS: readonly string[] = ['blocks', 'ui'];

const isPack = (v: unknown): v is Pack => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One part of a language's shared strings. */
export function localePart(pack: Pack, part: LocalePart): Pack {
  if (part === 'startup') {
    const shell = isPack(pack.shell) ? pack.shell : {};
    const error = isPack(shell.error) ? shell.error : {};
    return normalizePlaceholders({ shell: { error: { title: error.title, generic: error.generic }, reload: shell.reload } });
  }
  const payments = isPack(pack.payments) ? pack.payments : {};
  if (part === 'payments') return payments.pages === undefined ? {} : normalizePlaceholders({ payments: { pages: payments.pages } });
  const { payments: _payments, widgets, ...rest } = pack;
  const { pages: _pages, ...paymentsRest } = payments;
  const core: Pack = { ...rest };
  if (Object.keys(paymentsRest).length > 0) core.payments = paymentsRest;
  const blocks = widgetSections(pack, CORE_WIDGET_SECTIONS).widgets;
  if (blocks !== undefined && isPack(widgets)) core.widgets = blocks;
  return normalizePlaceholders(core);
}

/** The given widget sections of a language's shared strings (`{ widgets: { <name>: ... } }`), those it has. */
export function widgetSections(pack: Pack, names: Iterable<string>): { widgets?: Pack } {
  const widgets = isPack(pack.widgets) ? pack.widgets : {};
  const out: Pack = {};
  for (const name of names) if (widgets[name] !== undefined) out[name] = widgets[name];
  return Object.keys(out).length === 0 ? {} : normalizePlaceholders({ widgets: out });
}

/** Source files of a widget folder (tests and stories aside). */
function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    return [];
  }
  return names.map((n) => join(dir, n)).filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && statSync(f).isFile());
}

const SECTION_REF = /widgets\.([a-z0-9]+(?:-[a-z0-9]+)*)\./g;
const WIDGET_T = /useWidgetT\(\s*['"]([a-z0-9]+(?:-[a-z0-9]+)*)['"]\s*\)/g;
const SIBLING_IMPORT = /from\s+['"](?:\.\.\/|@widgets\/)([a-z0-9]+(?:-[a-z0-9]+)*)\//g;

/**
 * The widget sections of the shared strings that widgets of these folders can show: their own, and every
 * section their code (and the code they import from other widget folders) names, as `common:widgets.<x>.` or
 * `useWidgetT('<x>')`. The core ones (widgets/blocks) are left out: every page has them.
 */
export function widgetSectionsUsedBy(widgetsDir: string, folders: Iterable<string>): string[] {
  const sections = new Set<string>();
  const seen = new Set<string>();
  const queue = [...folders];
  while (queue.length > 0) {
    const folder = queue.pop()!;
    if (seen.has(folder)) continue;
    seen.add(folder);
    if (!SHARED_FOLDERS.includes(folder)) sections.add(folder);
    for (const file of sourceFiles(join(widgetsDir, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(SECTION_REF)) sections.add(name!);
      for (const [, name] of text.matchAll(WIDGET_T)) sections.add(name!);
      for (const [, name] of text.matchAll(SIBLING_IMPORT)) if (!seen.has(name!)) queue.push(name!);
    }
  }
  for (const core of CORE_WIDGET_SECTIONS) sections.delete(core);
  return [...sections].sort();
}

/** The widget sections a campaign definition names in `common:widgets.<x>.` keys. */
export function widgetSectionsNamedIn(definition: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown, depth: number): void => {
    if (depth > 64) return;
    if (typeof v === 'string') {
      const m = /^common:widgets\.([a-z0-9]+(?:-[a-z0-9]+)*)\./.exec(v);
      if (m) out.add(m[1]!);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
    else if (isPack(v)) Object.values(v).forEach((x) => walk(x, depth + 1));
  };
  walk(definition, 0);
  for (const core of CORE_WIDGET_SECTIONS) out.delete(core);
  return [...out].sort();
}

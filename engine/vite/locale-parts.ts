/**
 * The shared strings (locales/<pack>.json and the widgets' strings folders) in
 * the parts pages load, so that a page downloads the strings it can show, not
 * those of every platform page and widget:
 * - `core`: what the runtime shows on any page (shell, errors, the pay flow's
 *   messages and channel names) and the strings shared by the widgets (their
 *   building blocks, widgets/index.ts `sharedWidgetStrings`): everything of
 *   locales/ but the top-up pages' strings;
 * - `startup`: the three strings of the start-up failure screen (app/startupFailure.ts);
 * - `payments`: the top-up pages' strings (`payments.pages`), loaded with those pages;
 * - `all`: everything, every widget's strings too: for tests and Storybook only.
 * A widget's own strings (`widgets.<type>`, its definition's `strings` folder)
 * come with each compiled campaign using it (engine/vite/campaigns-plugin.ts).
 * Placeholders are rewritten to the `{name}` form the runtime reads.
 */
import { normalizePlaceholders } from '../i18n/placeholders';

type Pack = Record<string, unknown>;

export const LOCALE_PARTS = ['core', 'startup', 'payments', 'all'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

const isPack = (v: unknown): v is Pack => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The shell's strings only development shows (the development panel, the campaign errors panel): a production
 * build leaves them out of `core`, since neither panel is rendered there (platform/shell/RootShell, CampaignRoute).
 */
export const DEVELOPMENT_ONLY_SHELL_STRINGS = ['dev', 'campaignErrors'] as const;

/**
 * One part of a language's shared strings: `pack` is its locales/ file, `widgets` the widget strings the part
 * holds (`{ widgets: { <section>: ... } }`: the shared ones for `core`, all for `all`). `production` leaves the
 * development-only shell strings out of `core`.
 */
export function localePart(pack: Pack, part: LocalePart, widgets: { widgets?: Pack } = {}, { production = false } = {}): Pack {
  if (part === 'startup') {
    const shell = isPack(pack.shell) ? pack.shell : {};
    const error = isPack(shell.error) ? shell.error : {};
    return normalizePlaceholders({ shell: { error: { title: error.title, generic: error.generic }, reload: shell.reload } });
  }
  const payments = isPack(pack.payments) ? pack.payments : {};
  if (part === 'payments') return payments.pages === undefined ? {} : normalizePlaceholders({ payments: { pages: payments.pages } });
  if (part === 'all') return normalizePlaceholders({ ...pack, ...widgets });
  const { payments: _payments, ...rest } = pack;
  const { pages: _pages, ...paymentsRest } = payments;
  const core: Pack = { ...rest };
  if (production && isPack(rest.shell)) {
    const shell: Pack = { ...rest.shell };
    for (const key of DEVELOPMENT_ONLY_SHELL_STRINGS) delete shell[key];
    core.shell = shell;
  }
  if (Object.keys(paymentsRest).length > 0) core.payments = paymentsRest;
  if (widgets.widgets !== undefined) core.widgets = widgets.widgets;
  return normalizePlaceholders(core);
}

/** The widget sections a campaign definition names in `common:widgets.<x>.` keys (but those every page has). */
export function widgetSectionsNamedIn(definition: unknown, everyPage: readonly string[] = []): string[] {
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
  for (const section of everyPage) out.delete(section);
  return [...out].sort();
}

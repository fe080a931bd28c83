/**
 * Reading a campaign's compiled module (engine/vite/compile-campaign.ts): the loaded campaign with the widgets it
 * brings, and the campaign in another language. The shell reads a page's campaign with it, and a hub its parts.
 */
import type { DefinitionIssue, LoadedCampaign, Locale } from '../core/types';
import { packOf } from '../i18n/resolveLocale';
import { markCheckedNodes } from './render/checkedNodes';

export type CampaignLoad = { ok: true; campaign: LoadedCampaign } | { ok: false; errors: DefinitionIssue[] };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/**
 * The campaign as given, keeping the widget definitions its compiled module
 * brings (`widgets`, registered when the campaign is first used) and the
 * components of its page's widgets (`components`); a `widgets` that is not a
 * list of definitions, or `components` that are not components by type, are dropped. The nodes whose props the
 * build checked (`checked`) are marked (engine/react/render/checkedNodes.ts).
 */
function withWidgets(value: Record<string, unknown>): LoadedCampaign {
  const validWidgets = value.widgets === undefined || (Array.isArray(value.widgets) && value.widgets.every((w) => isObject(w) && typeof w.type === 'string'));
  const validComponents = value.components === undefined || (isObject(value.components) && Object.values(value.components).every((c) => typeof c === 'function' || isObject(c)));
  const validLazy = value.lazyWidgets === undefined || (isObject(value.lazyWidgets) && typeof value.lazyWidgets.load === 'function' && Array.isArray(value.lazyWidgets.types) && isObject(value.lazyWidgets.heights));
  const validFirst = value.firstScreen === undefined || (Array.isArray(value.firstScreen) && value.firstScreen.every((t) => typeof t === 'string'));
  const validChecked = value.checked === undefined || (Array.isArray(value.checked) && value.checked.every((p) => typeof p === 'string'));
  // The module's own object when it is well formed: the page keeps one campaign object across renders.
  if (validWidgets && validComponents && validLazy && validFirst && validChecked) return marked(value as unknown as LoadedCampaign);
  const { widgets, components, lazyWidgets, firstScreen, checked, ...rest } = value;
  return marked({
    ...rest,
    ...(validChecked && checked !== undefined ? { checked } : {}),
    ...(validWidgets && widgets !== undefined ? { widgets } : {}),
    ...(validComponents && components !== undefined ? { components } : {}),
    ...(validLazy && lazyWidgets !== undefined ? { lazyWidgets } : {}),
    ...(validFirst && firstScreen !== undefined ? { firstScreen } : {}),
  } as unknown as LoadedCampaign);
}

function marked(campaign: LoadedCampaign): LoadedCampaign {
  markCheckedNodes(campaign);
  return campaign;
}

/**
 * Reads what a campaign's `load()` gave: a loaded campaign (possibly as a
 * module default export or under `campaign`) with the widgets it brings, or `{ errors }`.
 */
export function readCampaignModule(mod: unknown): CampaignLoad {
  const value = isObject(mod) && 'default' in mod ? mod.default : mod;
  if (isObject(value) && Array.isArray(value.errors) && value.errors.length > 0) {
    return { ok: false, errors: value.errors as DefinitionIssue[] };
  }
  if (isObject(value) && isObject(value.campaign) && isObject(value.campaign.definition)) {
    return { ok: true, campaign: withWidgets(value.campaign) };
  }
  if (isObject(value) && isObject(value.definition)) return { ok: true, campaign: withWidgets(value) };
  return {
    ok: false,
    errors: [{ severity: 'error', file: '(campaign)', path: '', message: 'The campaign module holds no campaign.' }],
  };
}

const inLanguage = new WeakMap<LoadedCampaign, Map<string, Promise<LoadedCampaign>>>();

/**
 * The campaign with the strings of a language besides en (its own and the shared strings of its widgets),
 * loaded once per language (vn reads vi) from the module its `languages` gives; en, and a language the
 * campaign already holds, need no load. A language that cannot be loaded leaves the campaign in en (the page
 * shows in English, the fallback) and is tried again on the next call.
 */
export function campaignInLanguage(campaign: LoadedCampaign, locale: Locale): Promise<LoadedCampaign> {
  const pack = packOf(locale);
  const load = campaign.languages?.[pack];
  if (pack === 'en' || !load || campaign.strings[pack]) return Promise.resolve(campaign);
  let byPack = inLanguage.get(campaign);
  if (!byPack) inLanguage.set(campaign, (byPack = new Map()));
  let loaded = byPack.get(pack);
  if (!loaded) {
    loaded = load().then(
      (mod) => {
        const value = isObject(mod) && 'default' in mod ? mod.default : mod;
        const strings = isObject(value) && isObject(value.strings) ? (value.strings as Record<string, string>) : {};
        const common = isObject(value) && isObject(value.common) ? value.common : {};
        return { ...campaign, strings: { ...campaign.strings, [pack]: strings }, common: { ...campaign.common, [pack]: common } };
      },
      (error: unknown) => {
        byPack.delete(pack);
        console.warn(`[i18n] the ${pack} strings of ${campaign.definition.id} could not be loaded; showing English`, error);
        return campaign;
      },
    );
    byPack.set(pack, loaded);
  }
  return loaded;
}

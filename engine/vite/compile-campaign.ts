/**
 * Turns a validated campaign folder into a JavaScript module: the definition
 * and strings as plain data, every referenced file of the folder imported
 * through the bundler so it is hashed and served from the build output, the
 * definitions of the widgets the campaign uses (only those: the page never
 * loads the schemas of the others; each from the module it declares) and the
 * components of the widgets of its page (the files their definitions declare), which the page needs before its first render anyway: imported with
 * the campaign, they share its chunks (a chunk per set of campaigns using
 * them) instead of arriving as one small chunk per widget. A modal or sheet
 * and the widgets only inside it load their own when it first opens. A hub's
 * parts import the compiled modules of the campaigns they show, when their tab opens.
 */
import { join } from 'node:path';
import type { FolderLoadResult } from '../core/node/load-folder';
import { checkPropsAtBuild } from './checked-props';
import { firstScreenWidgetTypes } from '../core/page-types';
import type { CampaignDefinition, DefinitionIssue, WidgetRegistry } from '../core/types';
import { localesOf, type Pack } from '../i18n/resolveLocale';
import { OVERLAY_WIDGET_TYPES } from '../react/layout/layoutTypes';
import { campaignFirstScreen, deferredHeights, deferredWidgetTypes, neededWidgetTypes } from './campaign-widget-types';

/** Files of the folder that the definition names (as a whole string value anywhere). */
export function referencedAssets(definition: unknown, assetFiles: readonly string[]): string[] {
  const files = new Set(assetFiles);
  const found = new Set<string>();
  const walk = (v: unknown, depth: number): void => {
    if (depth > 64) return;
    if (typeof v === 'string') {
      const name = v.replace(/^\.\//, '');
      if (files.has(name)) found.add(name);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
    else if (v && typeof v === 'object') Object.values(v).forEach((x) => walk(x, depth + 1));
  };
  walk(definition, 0);
  return [...found].sort();
}

export interface CampaignWidgets {
  /** The registry the campaign was validated against. */
  registry: WidgetRegistry;
  /** The module defining a widget type and the name it exports the definition under (engine/vite/widget-files.ts). */
  definition: (type: string) => { file: string; name: string };
  /** Types the app always registers (default: the engine's layout widgets). */
  alwaysRegistered?: readonly string[];
  /** The component file of a widget type of the page (the module its definition's `component` imports: engine/vite/definition-source.ts), or undefined to let that widget load its own. */
  componentFile?: (type: string) => string | undefined;
  /** The module of the definitions it defers (`deferredWidgetsModule`); without it every definition comes with the campaign. */
  deferredModuleId?: string;
}

/** The languages besides en a compiled campaign loads on demand, with the shared strings its widgets show. */
export interface CampaignLanguages {
  /** Packs of the other languages (vn reads vi, ph reads fil), each in a module of its own (`languageModule`). */
  packs: readonly string[];
  /** Id of the module holding a pack's strings. */
  moduleId(pack: string): string;
  /** The widget strings (`{ widgets: { <section>: ... } }`) its widgets show, by pack: en's come with the campaign. */
  common: Readonly<Record<string, Record<string, unknown>>>;
}

/** A campaign's own strings of a pack: the pack's file, else that of a locale reading it (vn for vi, ph for fil). */
function stringsOf(strings: Record<string, Record<string, string> | undefined>, pack: Pack): Record<string, string> | undefined {
  for (const locale of localesOf(pack)) if (strings[locale]) return strings[locale];
  return undefined;
}

/**
 * Module source of a valid campaign: `export default { definition, checked, strings, assets, widgets, components }`,
 * `widgets` being the definitions of the widgets it needs and `components` (type -> default export) the
 * components of the widget types of its first screen (firstScreenWidgetTypes laid out with the widgets' heights), imported
 * statically (absolute paths, sorted by type). With
 * `languages`, `strings` holds en only, `common` en's shared strings of its widgets, and `languages` loads
 * each other language's (`languageModule`): a page downloads its own language and en, the fallback.
 */
export function campaignModule(dir: string, result: FolderLoadResult & { ok: true }, widgets?: CampaignWidgets, languages?: CampaignLanguages, partModuleId?: (campaign: string) => string): string {
  const { definition } = result.campaign;
  // The props of nodes that read no binding, checked here rather than on the page (engine/vite/checked-props.ts).
  const built = widgets ? checkPropsAtBuild(definition, widgets.registry) : { definition, checked: [] };
  const partsField = partsLoaders(definition, partModuleId);
  const strings = languages ? { en: result.campaign.strings.en ?? {} } : result.campaign.strings;
  const languageFields = languages
    ? `, common: ${JSON.stringify({ en: languages.common.en ?? {} })}, languages: { ${languages.packs.map((pack) => `${JSON.stringify(pack)}: () => import(${JSON.stringify(languages.moduleId(pack))})`).join(', ')} }`
    : '';
  const assets = referencedAssets(definition, result.assetFiles);
  const assetImports = assets.map((file, i) => `import asset${i} from ${JSON.stringify(`${join(dir, file)}?url`)};`);
  const assetMap = assets.map((file, i) => `${JSON.stringify(file)}: asset${i}`).join(', ');
  const types = widgets ? neededWidgetTypes(definition, widgets.registry, widgets.alwaysRegistered) : [];
  const firstScreen = widgets ? campaignFirstScreen(definition, widgets.registry) : firstScreenWidgetTypes(definition.page, OVERLAY_WIDGET_TYPES);
  const first = new Set(firstScreen);
  const deferred = widgets?.deferredModuleId ? deferredWidgetTypes(types, first, widgets.registry) : [];
  const eager = types.filter((type) => !deferred.includes(type));
  const widgetImports = eager.map((type, i) => {
    const { file, name } = widgets!.definition(type);
    return `import { ${name} as widget${i} } from ${JSON.stringify(file)};`;
  });
  const widgetList = eager.map((_, i) => `widget${i}`).join(', ');
  const heights = deferredHeights(definition, deferred, widgets?.registry);
  const lazyWidgets = widgets?.deferredModuleId && deferred.length > 0 ? `, lazyWidgets: { types: ${JSON.stringify(deferred)}, heights: ${JSON.stringify(heights)}, load: () => import(${JSON.stringify(widgets.deferredModuleId)}).then((m) => m.default) }` : '';
  const lazyFields = widgets ? `${lazyWidgets}, firstScreen: ${JSON.stringify(firstScreen)}` : '';
  const components = firstScreen.flatMap((type) => {
    const file = widgets?.componentFile?.(type);
    return file === undefined ? [] : [{ type, file }];
  });
  const componentImports = components.map(({ file }, i) => `import component${i} from ${JSON.stringify(file)};`);
  const componentMap = components.map(({ type }, i) => `${JSON.stringify(type)}: component${i}`).join(', ');
  return [
    ...assetImports,
    ...widgetImports,
    ...componentImports,
    `export default { definition: ${JSON.stringify(built.definition)}, checked: ${JSON.stringify(built.checked)}, strings: ${JSON.stringify(strings)}${languageFields}, assets: { ${assetMap} }, widgets: [${widgetList}], components: { ${componentMap} }${lazyFields}${partsField} };`,
    '',
  ].join('\n');
}

/**
 * A hub's `parts` field: each part id loading the compiled module of the campaign it shows (`partModuleId`) by a
 * dynamic import, so a part is a chunk of its own, the same as its campaign's own page, loaded when its tab opens.
 */
function partsLoaders(definition: CampaignDefinition, partModuleId?: (campaign: string) => string): string {
  if (!definition.parts?.length || !partModuleId) return '';
  return `, parts: { ${definition.parts.map((p) => `${JSON.stringify(p.id)}: () => import(${JSON.stringify(partModuleId(p.campaign))})`).join(', ')} }`;
}

/** Module source of one language of a valid campaign: `export default { strings, common }` (its own and its widgets' shared strings). */
export function languageModule(result: FolderLoadResult & { ok: true }, pack: Pack, common: Record<string, unknown> = {}): string {
  const strings = stringsOf(result.campaign.strings as Record<string, Record<string, string> | undefined>, pack) ?? {};
  return `export default ${JSON.stringify({ strings, common })};\n`;
}

/** Module source of an invalid campaign in development: the page shows the errors. */
export function errorsModule(errors: readonly DefinitionIssue[], warnings: readonly DefinitionIssue[] = []): string {
  return `export default ${JSON.stringify({ errors, warnings })};\n`;
}

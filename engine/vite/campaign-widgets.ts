/**
 * What a valid campaign's compiled module imports of its widgets: the module and export of each definition it
 * needs (a widget whose definition declares no module exporting it is an error of the campaign: the generated
 * import would fail), the component files found from the definitions, and the strings its widgets show.
 */
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { pageWidgetTypes } from '../core/page-types';
import type { AnyWidgetDefinition, DefinitionIssue } from '../core/types';
import type { Pack } from '../i18n/resolveLocale';
import type { CampaignStore, ValidCampaign } from './campaign-store';
import { neededWidgetTypes } from './campaign-widget-types';
import { componentFileOf } from './definition-source';
import { widgetSectionsNamedIn } from './locale-parts';
import { stringsFolders } from './widget-files';
import { sectionsShownBy, widgetSections } from './widget-strings';

/** The module and export of each widget the campaign needs, and the widgets whose definition declares no module exporting it. */
export async function widgetDefinitions(store: CampaignStore, r: ValidCampaign): Promise<{ found: Map<string, { file: string; name: string }>; missing: DefinitionIssue[] }> {
  const registry = await store.getRegistry();
  const found = new Map<string, { file: string; name: string }>();
  const missing: DefinitionIssue[] = [];
  const issue = (message: string) => missing.push({ severity: 'error', file: r.definitionFile, path: '', message });
  const there: AnyWidgetDefinition[] = [];
  for (const type of neededWidgetTypes(r.campaign.definition, registry)) {
    const def = registry.get(type)!;
    if (!def.module) issue(`widget '${type}' is registered but its definition declares no module (module: import.meta.url)`);
    else if (!(await stat(fileURLToPath(def.module)).then((s) => s.isFile(), () => false))) issue(`widget '${type}' is registered but its module ${fileURLToPath(def.module)} does not exist`);
    else there.push(def);
  }
  const names = await store.widgetExports(there);
  for (const def of there) {
    const name = names.get(def.type);
    if (name) found.set(def.type, { file: fileURLToPath(def.module!), name });
    else issue(`widget '${def.type}' is registered but ${fileURLToPath(def.module!)} exports no definition of it`);
  }
  return { found, missing };
}

/** The component file of each widget on the campaign's page that is found from its definition; a widget without one loads its own when shown. */
export async function componentFiles(store: CampaignStore, r: ValidCampaign): Promise<Map<string, string>> {
  const registry = await store.getRegistry();
  const components = new Map<string, string>();
  for (const type of pageWidgetTypes(r.campaign.definition.page)) {
    const def = registry.get(type);
    const file = def && (await componentFileOf(def, registry));
    if (file) components.set(type, file);
  }
  return components;
}

/** The strings a valid campaign's widgets show (their own and those they declare), and those its definition names, in a pack; every page has the shared ones already. */
export async function sharedStrings(store: CampaignStore, r: ValidCampaign, pack: Pack, watch: (file: string) => void): Promise<Record<string, unknown>> {
  const { registry, shared } = await store.getWidgets();
  const everyPage = shared.map((s) => s.section);
  const shown = sectionsShownBy(registry, neededWidgetTypes(r.campaign.definition, registry)).filter((s) => !everyPage.includes(s));
  return widgetSections(stringsFolders(registry, shared), [...shown, ...widgetSectionsNamedIn(r.campaign.definition, everyPage)], pack, watch);
}

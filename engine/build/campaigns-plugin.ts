/**
 * Vite plugin: `virtual:campaigns` lists the campaigns of campaigns/ as
 * { id, routes, keepAlive, load } where `load` imports that campaign's
 * compiled module (`virtual:campaign/<id>`), which imports the definitions of
 * the widgets that campaign uses (`widgets/<type>/index.ts`, export
 * camelCase(type)) and carries them as `widgets`. Campaigns are validated at build
 * time (an invalid one fails the build with the CLI-formatted errors), so
 * production ships neither the YAML parser nor the validator. In development,
 * editing a campaign reloads the page, and an invalid campaign is served as
 * { errors } so the page shows them to the operator.
 */
import { stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { campaignFolders } from '../core/node/campaign-cli';
import { formatIssues } from '../core/node/format-issue';
import { loadCampaignFolder, readCommonKeys, type FolderLoadResult } from '../core/node/load-folder';
import type { DefinitionIssue, WidgetRegistry } from '../core/types';
import { campaignModule, errorsModule, neededWidgetTypes, widgetExportName, widgetFile } from './compile-campaign';

export const LIST_ID = 'virtual:campaigns';
export const CAMPAIGN_PREFIX = 'virtual:campaign/';
const RESOLVED = '\0';

export interface CampaignsPluginOptions {
  /** Folder holding one folder per campaign (default: <vite root>/campaigns). */
  dir?: string;
  /** Folder of the shared locale files, for `common:` keys (default: <vite root>/locales). */
  localesDir?: string;
  /** The widget registry, or a loader for it (default: imports <widgetsDir>/index.ts `registry`). */
  registry?: WidgetRegistry | (() => Promise<WidgetRegistry>);
  /** Folder of the widget folders, `<type>/index.ts` exporting camelCase(type) (default: <vite root>/widgets). */
  widgetsDir?: string;
}

async function importRegistry(widgetsDir: string): Promise<WidgetRegistry> {
  const { tsImport } = await import('tsx/esm/api');
  const mod = (await tsImport(join(widgetsDir, 'index.ts'), import.meta.url)) as { registry?: WidgetRegistry };
  if (!mod.registry) throw new Error('widgets/index.ts exports no `registry`');
  return mod.registry;
}

export function campaignsPlugin(opts: CampaignsPluginOptions = {}): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let registry: WidgetRegistry | undefined;
  const cache = new Map<string, FolderLoadResult>();
  const dir = () => resolve(root, opts.dir ?? 'campaigns');
  const widgetsDir = () => resolve(root, opts.widgetsDir ?? 'widgets');

  const getRegistry = async (): Promise<WidgetRegistry> => {
    if (registry) return registry;
    const given = opts.registry;
    registry = typeof given === 'function' ? await given() : (given ?? (await importRegistry(widgetsDir())));
    return registry;
  };

  const loadOne = async (id: string): Promise<FolderLoadResult> => {
    const hit = cache.get(id);
    if (hit) return hit;
    const commonKeys = await readCommonKeys(resolve(root, opts.localesDir ?? 'locales'));
    const result = await loadCampaignFolder(join(dir(), id), await getRegistry(), commonKeys ? { commonKeys } : {});
    cache.set(id, result);
    return result;
  };

  /** Widgets the campaign needs whose definition file is missing (the generated import would fail). */
  const missingWidgets = async (r: FolderLoadResult & { ok: true }): Promise<DefinitionIssue[]> => {
    const types = neededWidgetTypes(r.campaign.definition, await getRegistry());
    const missing: DefinitionIssue[] = [];
    for (const type of types) {
      const file = widgetFile(widgetsDir(), type);
      const found = await stat(file).then((s) => s.isFile(), () => false);
      if (!found) missing.push({ severity: 'error', file: r.definitionFile, path: '', message: `widget '${type}' is registered but ${file} (exporting ${widgetExportName(type)}) does not exist` });
    }
    return missing;
  };

  const invalidateAll = (server: ViteDevServer): void => {
    cache.clear();
    for (const mod of server.moduleGraph.idToModuleMap.values()) {
      if (mod.id?.startsWith(RESOLVED + LIST_ID) || mod.id?.startsWith(RESOLVED + CAMPAIGN_PREFIX)) server.moduleGraph.invalidateModule(mod);
    }
  };

  return {
    name: 'campaigns',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      if (id === LIST_ID || id.startsWith(CAMPAIGN_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const bare = id.slice(RESOLVED.length);
      if (bare !== LIST_ID && !bare.startsWith(CAMPAIGN_PREFIX)) return undefined;
      if (bare === LIST_ID) {
        const ids = (await campaignFolders(resolve(dir(), '..'), basename(dir()))).map((d) => basename(d));
        const failed: string[] = [];
        const entries: string[] = [];
        for (const cid of ids) {
          const r = await loadOne(cid);
          this.addWatchFile(r.definitionFile);
          if (!r.ok) failed.push(formatIssues(r.errors, r.warnings));
          const def = r.ok ? r.campaign.definition : undefined;
          const routes = def?.routes ?? [];
          entries.push(`{ id: ${JSON.stringify(cid)}, routes: ${JSON.stringify(routes)}, keepAlive: ${def?.keepAlive === true}, load: () => import(${JSON.stringify(CAMPAIGN_PREFIX + cid)}) }`);
        }
        if (isBuild && failed.length > 0) this.error(`invalid campaign definitions:\n${failed.join('\n')}`);
        return `export const campaigns = [\n  ${entries.join(',\n  ')}\n];\nexport default campaigns;\n`;
      }
      const cid = bare.slice(CAMPAIGN_PREFIX.length);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(cid)) return errorsModule([{ severity: 'error', file: cid, path: '', message: `unknown campaign '${cid}'` }]);
      const r = await loadOne(cid);
      this.addWatchFile(r.definitionFile);
      if (!r.ok) {
        if (isBuild) this.error(`invalid campaign ${cid}:\n${formatIssues(r.errors, r.warnings)}`);
        return errorsModule(r.errors, r.warnings);
      }
      if (r.warnings.length > 0) this.warn(formatIssues([], r.warnings));
      const missing = await missingWidgets(r);
      if (missing.length > 0) {
        if (isBuild) this.error(`campaign ${cid}:\n${formatIssues(missing, [])}`);
        return errorsModule(missing);
      }
      return campaignModule(join(dir(), cid), r, { registry: await getRegistry(), widgetsDir: widgetsDir() });
    },
    configureServer(server) {
      server.watcher.add(dir());
      const onChange = (file: string) => {
        if (!file.startsWith(dir() + sep) || !/\.(ya?ml|json|png|jpe?g|gif|webp|svg|svga|mp4)$/.test(file)) return;
        invalidateAll(server);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}

/**
 * What the build reads of the widgets, from their definitions only (the widgets module the app names, exporting
 * `registry` and `sharedWidgetStrings`): the module defining each widget (`module`, its
 * `import.meta.url`) and the folder of its strings (`strings`, one `<pack>.yaml` per language pack, the flat
 * `key: text` shape of campaign strings). No file is found by its name.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyWidgetDefinition, WidgetRegistry, WidgetStrings } from '../core/types';
import { importTs } from './node-import';

export interface WidgetsIndex {
  registry: WidgetRegistry;
  /** Strings shared by the widgets (their building blocks): every page has them. */
  shared: readonly WidgetStrings[];
}

const indexes = new Map<string, Promise<WidgetsIndex>>();

/** The registry and shared strings of a widgets index module (`registry`, `sharedWidgetStrings`), loaded once per file. */
export function importWidgetsIndex(file: string): Promise<WidgetsIndex> {
  let found = indexes.get(file);
  if (!found) {
    found = (async () => {
      const mod = await importTs<{ registry?: WidgetRegistry; sharedWidgetStrings?: readonly WidgetStrings[] }>(file);
      if (!mod.registry) throw new Error(`${file} exports no \`registry\``);
      return { registry: mod.registry, shared: mod.sharedWidgetStrings ?? [] };
    })();
    found.catch(() => indexes.delete(file));
    indexes.set(file, found);
  }
  return found;
}

/** A file or folder a definition names, relative to its module (`import.meta.url`). */
export function declaredPath(module: string, relative: string): string {
  return fileURLToPath(new URL(relative, module));
}

/**
 * What the strings need of a widgets module (each widget's type, module, strings folder and the sections it
 * shows; the shared strings), read in a Node process of its own: a host that already hooks module loading
 * (Storybook's builder does) cannot change how the widgets' TypeScript is read.
 */
export function importWidgetStringsIndex(file: string, cwd: string): Promise<WidgetsIndex> {
  const script = [
    `const mod = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    'const registry = [...mod.registry.values()].map((d) => ({ type: d.type, module: d.module, strings: d.strings, showsStrings: d.showsStrings }));',
    'process.stdout.write(JSON.stringify({ registry, shared: mod.sharedWidgetStrings ?? [] }));',
  ].join('\n');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${file} could not be read: ${stderr || error.message}`));
      try {
        const read = JSON.parse(stdout) as { registry: AnyWidgetDefinition[]; shared: WidgetStrings[] };
        resolve({ registry: new Map(read.registry.map((d) => [d.type, d])), shared: read.shared });
      } catch (e) {
        reject(new Error(`${file}: unreadable answer (${String(e)})`));
      }
    });
  });
}

/** Every strings folder, by section: each widget's own (its type) and the shared ones. */
export function stringsFolders(registry: WidgetRegistry, shared: readonly WidgetStrings[] = []): Map<string, string> {
  const folders = new Map<string, string>();
  for (const def of registry.values()) if (def.module && def.strings) folders.set(def.type, declaredPath(def.module, def.strings));
  for (const s of shared) folders.set(s.section, declaredPath(s.module, s.folder));
  return folders;
}

const exportNames = new Map<string, Promise<Map<string, string>>>();

/**
 * The export of each widget's definition module that holds its definition (type -> name), for the given
 * definitions: the modules are loaded together once and their exports compared by type, so a definition
 * may be exported under any name.
 */
export async function definitionExports(defs: readonly AnyWidgetDefinition[]): Promise<Map<string, string>> {
  const declared = defs.filter((d) => d.module).sort((a, b) => a.type.localeCompare(b.type));
  const key = declared.map((d) => `${d.type}@${d.module}`).join('\n');
  let found = exportNames.get(key);
  if (!found) {
    found = (async () => {
      const { tsImport } = await import('tsx/esm/api');
      const modules = [...new Set(declared.map((d) => d.module!))];
      const dir = await mkdtemp(join(tmpdir(), 'widget-exports-'));
      const entry = join(dir, 'entry.ts');
      try {
        await writeFile(entry, modules.map((m, i) => `export * as m${i} from ${JSON.stringify(fileURLToPath(m))};`).join('\n') + '\n');
        const loaded = (await tsImport(pathToFileURL(entry).href, import.meta.url)) as Record<string, Record<string, unknown>>;
        const names = new Map<string, string>();
        for (const def of declared) {
          const ns = loaded[`m${modules.indexOf(def.module!)}`] ?? {};
          const name = Object.keys(ns).find((k) => (ns[k] as { type?: unknown } | undefined)?.type === def.type && typeof (ns[k] as { component?: unknown }).component === 'function');
          if (name) names.set(def.type, name);
        }
        return names;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    })();
    found.catch(() => exportNames.delete(key));
    exportNames.set(key, found);
  }
  return found;
}

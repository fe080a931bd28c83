/**
 * How the client build groups code into chunks, given the app's rules. Left alone, the bundler splits the code
 * into many small chunks (one per set of importers), and a page then makes some forty requests at first load,
 * each costing a round trip's worth of headers on HTTP/1.1. Instead, every page's start-up code is three
 * chunks, each evaluated in its own task:
 * - `start`: what the entry needs before anything else, so the entry runs without waiting for the larger chunks;
 * - `libraries`: the runtime's libraries;
 * - `engine`: the runtime every page runs, with the widgets declared `everyPage`.
 * Code only some pages use can have a chunk of its own (`own`); everything else is left to the bundler. The
 * rules name the app's files: the app composes them (ChunkRules) from its own modules, and the helpers below
 * fail the build when a file or folder a rule names is not there, so a rename cannot silently change the split.
 */
import { statSync } from 'node:fs';

/** Whether a module (its id: an absolute path, or `\0`-prefixed for a virtual module) belongs to a chunk. */
export type ModuleTest = (id: string) => boolean;

/** The app's chunk rules (`appCodeSplitting`). */
export interface ChunkRules {
  /** What the entry needs first (the bundler's preload helper, the start-up failure screen and its strings). */
  start: ModuleTest;
  /** The runtime's libraries. */
  libraries: ModuleTest;
  /** What every page runs; a module of an `own` chunk is left out of it. */
  engine: ModuleTest;
  /** Chunks of code only some pages use, by name: a module many lazy chunks share would otherwise land in `engine`. */
  own: ReadonlyArray<readonly [name: string, test: ModuleTest]>;
  /** Chunks every page has loaded before its own code asks for more (the start-up chunks are among them). */
  alwaysLoaded: readonly string[];
}

/** Module ids use forward slashes (Vite's), whatever the platform's separator. */
const slashed = (path: string): string => path.replace(/\\/g, '/');

function mustExist(path: string, kind: 'file' | 'folder'): string {
  const found = (() => {
    try {
      const s = statSync(path);
      return kind === 'file' ? s.isFile() : s.isDirectory();
    } catch {
      return false;
    }
  })();
  if (!found) throw new Error(`chunk rules: no ${kind} ${path} (a rule names a module that is not there)`);
  return slashed(path);
}

/** Exactly these files (absolute paths; each must exist). */
export function files(...paths: string[]): ModuleTest {
  const set = new Set(paths.map((p) => mustExist(p, 'file')));
  return (id) => set.has(slashed(id));
}

/** Every module under these folders (absolute paths; each must exist); `direct` keeps to the files right in them. */
export function under(folders: readonly string[], opts: { direct?: boolean } = {}): ModuleTest {
  const roots = folders.map((f) => `${mustExist(f, 'folder').replace(/\/$/, '')}/`);
  return (id) => {
    const path = slashed(id);
    return roots.some((root) => path.startsWith(root) && !(opts.direct && path.slice(root.length).includes('/')));
  };
}

/** Virtual modules by their ids (as imported: `virtual:campaigns`). */
export const virtualModules = (...ids: string[]): ModuleTest => {
  const set = new Set(ids.map((id) => `\0${id}`));
  return (id) => set.has(id);
};

/** Modules whose id matches (package files of node_modules, test files by their suffix). */
export const matching = (re: RegExp): ModuleTest => (id) => re.test(id);

export const anyOf = (...tests: ModuleTest[]): ModuleTest => (id) => tests.some((t) => t(id));

export const allOf = (...tests: ModuleTest[]): ModuleTest => (id) => tests.every((t) => t(id));

export const except = (test: ModuleTest, ...not: ModuleTest[]): ModuleTest => (id) => test(id) && !not.some((n) => n(id));

/** Whether a module is code of a widget whose definition says it rides in the engine chunk (`everyPage`). */
export type EveryPageWidgetTest = (id: string) => boolean;

/**
 * The start-up chunk a module belongs in, or undefined for the bundler's own splitting. `everyPageWidget` tells
 * the code of the widgets declared `everyPage` (small widgets on the first screen of most pages): it rides in the
 * engine chunk, where it costs a page less than a request of its own would.
 */
export function startupChunkOf(rules: ChunkRules, id: string, everyPageWidget: EveryPageWidgetTest = () => false): 'start' | 'libraries' | 'engine' | undefined {
  if (rules.start(id)) return 'start';
  if (rules.libraries(id)) return 'libraries';
  const own = rules.own.some(([, test]) => test(id));
  return (rules.engine(id) && !own) || everyPageWidget(id) ? 'engine' : undefined;
}

/**
 * `build.rolldownOptions.output.codeSplitting` of the app's client build. `everyPageWidget` is asked while the
 * bundler groups modules, after the build has read the widget definitions (`campaignsPlugin`'s `everyPageWidget`).
 */
export const appCodeSplitting = (rules: ChunkRules, everyPageWidget: EveryPageWidgetTest = () => false) => ({
  groups: [
    ...(['start', 'libraries', 'engine'] as const).map((name, i) => ({ name, test: (id: string) => startupChunkOf(rules, id, everyPageWidget) === name, priority: 30 - i * 10 })),
    ...rules.own.map(([name, test]) => ({ name, test, priority: 1 })),
  ],
});

type ResolveDependencies = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * `build.modulePreload.resolveDependencies`: what a lazy import fetches alongside its chunk. The chunks every page
 * has already loaded (`alwaysLoaded`, and the bundler's runtime) are left out of those lists (each lazy import,
 * a campaign's among them, would otherwise carry their names in every page's first load); a page's HTML keeps its
 * full list. A page's own chunk (`isPageChunk`, by chunk name) imported from those start-up chunks (the campaign
 * list) fetches nothing alongside: the page's HTML already preloads what its first screen needs, and the names of
 * every page's dependencies would otherwise ride in every page's first load.
 */
export function lazyChunkDependencies(rules: Pick<ChunkRules, 'alwaysLoaded'>, isPageChunk: (name: string) => boolean = () => false): ResolveDependencies {
  const names = ['rolldown-runtime', ...rules.alwaysLoaded].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const loaded = new RegExp(`^assets/(${names.join('|')})-[\\w-]{8}\\.js$`);
  const chunkName = (file: string) => /^assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? '';
  return (file, deps, context) => {
    if (context.hostType === 'html') return deps;
    if (loaded.test(context.hostId) && isPageChunk(chunkName(file))) return [];
    return deps.filter((d) => !loaded.test(d));
  };
}

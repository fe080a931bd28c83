/**
 * How the client build groups code into chunks. Left alone, the bundler
 * splits the engine into many small chunks (one per set of importers), and a
 * campaign page then makes some forty requests at first load, each costing a
 * round trip's worth of headers on HTTP/1.1. Instead, every page's start-up
 * code is three chunks, each evaluated in its own task (app/main.tsx):
 * - `start`: what the entry needs (the bundler's preload helper, the
 *   start-up failure screen with the three en strings it shows), so the entry
 *   runs without waiting for the larger chunks;
 * - `libraries`: i18next, react-query and zod;
 * - `engine`: the engine's runtime, with the app's services and page part and
 *   the core part of the en shared strings.
 * The router, the platform pages, widget components and heavy libraries stay
 * lazy in their own chunks; so does code only some pages use (the route
 * table, the platform widgets' dialog kit).
 */

/**
 * Engine modules every page runs (with what they import), react-dom's shared part (react-dom/client needs it on
 * every page), and the push filter: a few bytes that the push channels and the widgets reading pushes share,
 * which would otherwise be a request of its own on every page with pushes.
 */
const RUNTIME = /[\\/]engine[\\/](core|react|http|bridge|i18n|app-header|utils|security|shell)[\\/]|[\\/]engine[\\/]push[\\/]createPushFilter\.ts$|[\\/]kit[\\/][^\\/]+$|[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

/**
 * Kept out of the runtime chunk: the router and what only routed pages use (the route table among them),
 * development-only panels, layout components (lazy per widget), the platform widgets' dialog kit (kit/ui.css:
 * only the widgets that open such a dialog use it), tests. Code with a chunk of its own (OWN_CHUNKS below) is
 * left out too.
 */
const NOT_RUNTIME =
  /[\\/]engine[\\/]shell[\\/](createAppRouter|ShellLayout|KeepAliveOutlet|useInPageMarker|useBackTrail|preloadRoute|LazyPage|renderShell|DevPanel|CampaignErrorsPanel)\.tsx?$|[\\/]engine[\\/]shell[\\/]pages[\\/]|[\\/]engine[\\/]react[\\/]layout[\\/][A-Z][^\\/]*\.tsx$|[\\/]kit[\\/]ui\.css$|[\\/]kit[\\/](ConfirmItem\.tsx|useRevealAnimation\.ts)$|\.(test|stories)\.tsx?$/;

/** True for a module that belongs in the engine runtime chunk. */
export function isEngineRuntime(id: string): boolean {
  return RUNTIME.test(id) && !NOT_RUNTIME.test(id) && !OWN_CHUNKS.some(([, re]) => re.test(id));
}

/**
 * The app's start-up parts that are no more than a few functions over the engine (the services, the page part
 * with the campaign list): evaluated with the engine runtime anyway, they ride in its chunk rather than costing
 * a request each; so does the core part of the en shared strings, which the runtime's i18n builds in.
 */
const APP_STARTUP = /[\\/]app[\\/](services|startApp|AppRoot|GlobalErrorBoundary|hydrationClock|fallbackText|AfterCommit)\.tsx?$|^\0virtual:campaigns$|^\0virtual:locales\/en\/core$/;

/** What the entry needs before anything else: the preload helper, the start-up failure screen and its en strings. */
const START = /vite[\\/]preload-helper|[\\/]app[\\/](startupFailure|nextTask)\.ts$|^\0virtual:locales\/en\/startup$/;

/** The engine runtime's libraries (and app/libraries.ts, the entry's handle on their chunk). */
const LIBRARIES = /[\\/]node_modules[\\/](i18next|@tanstack[\\/](query-core|react-query)|zod)[\\/]|[\\/]app[\\/]libraries\.ts$/;

/** Whether a module is code of a widget whose definition says it rides in the engine chunk (`everyPage`). */
export type EveryPageWidgetTest = (id: string) => boolean;

/**
 * The start-up chunk a module belongs in, or undefined for the bundler's own splitting. `everyPageWidget` tells
 * the code of the widgets declared `everyPage` (small widgets on the first screen of most pages): it rides in the
 * engine chunk, where it costs a page less than a request of its own would.
 */
export function startupChunkOf(id: string, everyPageWidget: EveryPageWidgetTest = () => false): 'start' | 'libraries' | 'engine' | undefined {
  if (START.test(id)) return 'start';
  if (LIBRARIES.test(id)) return 'libraries';
  return isEngineRuntime(id) || APP_STARTUP.test(id) || everyPageWidget(id) ? 'engine' : undefined;
}

/** The layout components of a tab list: a `tab` shows only inside `tabs`, so a page that loads one loads both. */
const TABS = /[\\/]engine[\\/]react[\\/]layout[\\/]Tabs?\.tsx$/;

/**
 * Code only some pages use, each in a chunk of its own (left to the bundler, a module many lazy chunks share
 * lands in the engine chunk every page loads): the pay flow (loaded at the user's first press on a page that can
 * pay), the pay channel rule, the top-up helpers and the product list (the selling pages and dialogs), the upload
 * path (forms), the step runner with the confirm dialog it asks for (loaded at the user's first press on a page
 * that can run actions: engine/react/firstInput.ts).
 */
const OWN_CHUNKS: ReadonlyArray<[string, RegExp]> = [
  ['pay', /[\\/]engine[\\/]pay[\\/]createPayFlow\.ts$/],
  ['pay-channels', /[\\/]engine[\\/]pay[\\/]payChannels\.ts$|[\\/]engine[\\/]react[\\/]hooks[\\/]usePayChannels\.ts$/],
  ['top-up', /[\\/]engine[\\/]pay[\\/](topUp|loadProducts)\.ts$/],
  ['upload', /[\\/]engine[\\/]upload[\\/]/],
  ['steps', /[\\/]engine[\\/]react[\\/]actions[\\/](runSteps|effectSteps)\.ts$|[\\/]engine[\\/]react[\\/]actions[\\/]ConfirmView\.tsx$|[\\/]engine[\\/]core[\\/]step-branches\.ts$/],
];

/**
 * `build.rolldownOptions.output.codeSplitting` of the app's client build. `everyPageWidget` is asked while the
 * bundler groups modules, after the build has read the widget definitions (`campaignsPlugin`'s `everyPageWidget`).
 */
export const appCodeSplitting = (everyPageWidget: EveryPageWidgetTest = () => false) => ({
  groups: [
    ...(['start', 'libraries', 'engine'] as const).map((name, i) => ({ name, test: (id: string) => startupChunkOf(id, everyPageWidget) === name, priority: 30 - i * 10 })),
    { name: 'tabs', test: (id: string) => TABS.test(id), priority: 1 },
    ...OWN_CHUNKS.map(([name, re]) => ({ name, test: (id: string) => re.test(id), priority: 1 })),
  ],
});

/**
 * Chunks every page has loaded before any code of its own can ask for more: the start-up chunks (the page's HTML
 * names them for the entry), the bundler's runtime and the React mount.
 */
const ALWAYS_LOADED = /^assets\/(start|libraries|engine|rolldown-runtime|mountApp)-[\w-]{8}\.js$/;

/**
 * `build.modulePreload.resolveDependencies`: what a lazy import fetches alongside its chunk. The chunks every page
 * has already loaded are left out of those lists (each lazy import of the engine, a campaign's among them, would
 * otherwise carry their names in every page's first load); a page's HTML keeps its full list.
 */
export function lazyChunkDependencies(_file: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  return context.hostType === 'html' ? deps : deps.filter((d) => !ALWAYS_LOADED.test(d));
}

/**
 * How the client build groups code into chunks. Left alone, the bundler
 * splits the engine into many small chunks (one per set of importers), and a
 * campaign page then makes some forty requests at first load, each costing a
 * round trip's worth of headers on HTTP/1.1. The engine's runtime, which
 * every page needs, is one chunk instead; the router, the platform pages,
 * widget components and heavy libraries stay lazy in their own chunks.
 */

/** Engine modules every page runs (with what they import). */
const RUNTIME = /[\\/]engine[\\/](core|react|http|bridge|i18n|app-header|utils|security|shell)[\\/]|[\\/]widgets[\\/](blocks|ui)[\\/]/;

/** Kept out of the runtime chunk: the router and what only routed pages use, development-only panels, layout components (lazy per widget), tests. */
const NOT_RUNTIME =
  /[\\/]engine[\\/]shell[\\/](createAppRouter|ShellLayout|KeepAliveOutlet|useInPageMarker|preloadRoute|LazyPage|renderShell|DevPanel|CampaignErrorsPanel)\.tsx?$|[\\/]engine[\\/]shell[\\/](payments|pages)[\\/]|[\\/]engine[\\/]react[\\/]layout[\\/][A-Z][^\\/]*\.tsx$|\.(test|stories)\.tsx?$/;

/** True for a module that belongs in the engine runtime chunk. */
export function isEngineRuntime(id: string): boolean {
  return RUNTIME.test(id) && !NOT_RUNTIME.test(id);
}

/** `build.rolldownOptions.output.codeSplitting` of the app's client build. */
export const appCodeSplitting = {
  groups: [{ name: 'engine', test: isEngineRuntime, priority: 10 }],
};

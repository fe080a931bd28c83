/** The start the engine's build-only plugins share: the resolved config, and each chunk of the bundle read once. */
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

/** What a build-only plugin keeps of the build: the resolved config, once Vite has it. */
export interface BuildState {
  config?: ResolvedConfig;
}

/**
 * A plugin that applies to builds only, keeps the resolved config in `state`, and hands each chunk of the bundle
 * to `onChunk`, from the bundle hook given (`generateBundle`: before the files are written, `writeBundle`: after).
 */
export function chunkReadingPlugin(name: string, state: BuildState, hook: 'generateBundle' | 'writeBundle', onChunk: (chunk: Rollup.OutputChunk) => void): Plugin {
  const readChunks = (_options: unknown, bundle: Rollup.OutputBundle): void => {
    for (const out of Object.values(bundle)) if (out.type === 'chunk') onChunk(out);
  };
  const plugin: Plugin = {
    name,
    apply: 'build',
    configResolved(c) {
      state.config = c;
    },
  };
  if (hook === 'generateBundle') plugin.generateBundle = readChunks;
  else plugin.writeBundle = readChunks;
  return plugin;
}

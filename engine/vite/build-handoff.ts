/**
 * What a finished client build lends the server build it starts in the same process (engine/vite/prerenderPlugin.ts).
 * The server build loads the same config file again, so its plugins are new instances: a plugin that read something
 * costly for the client build (the campaigns checked, the widgets' modules loaded) takes it over instead of reading
 * it again. The loan lasts while that server build runs: any other build reads afresh.
 */
import type { Plugin } from 'vite';

/** A plugin's `api.lend()`: what it read, each under a key its next instance asks for. */
export interface Lender {
  lend(): Array<readonly [string, unknown]>;
}

const SLOT = Symbol.for('campaign-engine.build-handoff');
const slot = globalThis as { [SLOT]?: ReadonlyMap<string, unknown> };

/** What the plugins of a build lend: each plugin whose `api` has `lend()`. */
export function lentBy(plugins: readonly Plugin[]): Map<string, unknown> {
  return new Map(plugins.flatMap((p) => (typeof (p.api as Partial<Lender> | undefined)?.lend === 'function' ? (p.api as Lender).lend() : [])));
}

/** Runs `build` with `lent` on loan to the plugins it creates. */
export async function lending<T>(lent: ReadonlyMap<string, unknown>, build: () => Promise<T>): Promise<T> {
  const before = slot[SLOT];
  slot[SLOT] = lent;
  try {
    return await build();
  } finally {
    slot[SLOT] = before;
  }
}

/** What the build that started this one lent under `key`, or undefined outside a loan. */
export function borrowed<T>(key: string): T | undefined {
  return slot[SLOT]?.get(key) as T | undefined;
}

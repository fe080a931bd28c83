/**
 * Ordered props migrations of a widget: props written for an older props
 * version are upgraded step by step. Kept apart from the envelope migrations
 * so the runtime can use it without the definition schema.
 */
import type { AnyWidgetDefinition } from './types';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export type PropsMigrationResult = { ok: true; props: Obj } | { ok: false; message: string };

/** Upgrades a node's props written for `from` to the widget's current version; never throws. */
export function migrateProps(def: AnyWidgetDefinition, props: Obj, from: number = def.version): PropsMigrationResult {
  if (from > def.version) return { ok: false, message: `props version ${from} is newer than widget '${def.type}' supports (${def.version})` };
  let value = props;
  for (let version = from; version < def.version; version++) {
    const step = def.migrations?.find((m) => m.from === version);
    if (!step) return { ok: false, message: `widget '${def.type}' has no props migration from version ${version}` };
    try {
      const next = step.migrate(value);
      if (!isObj(next)) return { ok: false, message: `props migration of '${def.type}' from version ${version} did not return an object` };
      value = next;
    } catch (e) {
      return { ok: false, message: `props migration of '${def.type}' from version ${version} failed: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  return { ok: true, props: value };
}

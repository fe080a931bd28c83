/**
 * Ordered migrations of the campaign envelope and of widget props, so files
 * written for an older format keep loading.
 *
 * Envelope v1 -> v2: v1 files could name a single `route: /act/x` (v2:
 * `routes: [/act/x]`) and write the period as `from` / `to` (v2: `start` /
 * `end`).
 */
import { CURRENT_SCHEMA_VERSION } from './definition';

type Obj = Record<string, unknown>;

export interface EnvelopeMigration {
  from: number;
  description: string;
  migrate(def: Obj): Obj;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export const ENVELOPE_MIGRATIONS: readonly EnvelopeMigration[] = [
  {
    from: 1,
    description: 'single `route` becomes `routes`; `period.from`/`period.to` become `period.start`/`period.end`',
    migrate(def) {
      const { route, ...rest } = def;
      const out: Obj = { ...rest };
      if (route !== undefined && out.routes === undefined) out.routes = [route];
      else if (route !== undefined) out.route = route;
      if (isObj(def.period)) {
        const { from, to, ...period } = def.period;
        if (from !== undefined && period.start === undefined) period.start = from;
        else if (from !== undefined) period.from = from;
        if (to !== undefined && period.end === undefined) period.end = to;
        else if (to !== undefined) period.to = to;
        out.period = period;
      }
      return out;
    },
  },
];

export type MigrationResult = { ok: true; value: Obj; from: number } | { ok: false; message: string; expected: string; found: string };

/** Upgrades a raw definition to the current schemaVersion; never throws. */
export function migrateDefinition(raw: unknown, migrations: readonly EnvelopeMigration[] = ENVELOPE_MIGRATIONS, current = CURRENT_SCHEMA_VERSION): MigrationResult {
  const expected = `an integer from 1 to ${current}`;
  if (!isObj(raw)) return { ok: false, message: `expected a campaign definition (a mapping), found ${Array.isArray(raw) ? 'a list' : typeof raw}`, expected: 'a mapping', found: Array.isArray(raw) ? 'a list' : typeof raw };
  const v = raw.schemaVersion;
  if (v === undefined) return { ok: false, message: `missing required field 'schemaVersion' (expected ${expected})`, expected, found: 'nothing' };
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return { ok: false, message: `schemaVersion must be ${expected}, found ${JSON.stringify(v)}`, expected, found: JSON.stringify(v) };
  if (v > current) return { ok: false, message: `schemaVersion ${v} is newer than this engine supports (${current}); update the engine`, expected, found: String(v) };
  let value: Obj = raw;
  for (let version = v; version < current; version++) {
    const step = migrations.find((m) => m.from === version);
    if (!step) return { ok: false, message: `no migration from schemaVersion ${version}`, expected, found: String(v) };
    value = { ...step.migrate(value), schemaVersion: version + 1 };
  }
  return { ok: true, value, from: v };
}

export { migrateProps, type PropsMigrationResult } from './props-migrations';

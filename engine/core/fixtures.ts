/**
 * Preview data written in a campaign folder: `campaigns/<id>/fixtures/<name>.yaml` answers a call the sandbox does
 * not know. `<name>` is a data source or an action of the campaign (its path and method come from the definition),
 * or the file names its call with `path:` (and `method:`). An answer is chosen per seeded user and per phase of the
 * campaign (at the instant the page previews, `?at=`, else the sandbox's time):
 *
 *   answer: { opened: 3 }                 # the default answer (`content` of the envelope)
 *   phases: { preheat: { answer: { opened: 0 } }, ended: { error: { status: 4003, message: Event over } } }
 *   users: { '10003': { answer: { opened: 12 } } }   # a user's entry may carry `phases:` of its own
 *   changes: [{ fixture: progress, add: { opened: 1 } }]   # an action's fixture: how it changes later answers
 *
 * `error: { status, message }` answers a failure (the message as one text, or one per language: `{ en: ..., th: ... }`).
 * Pure TypeScript, read by the sandbox (its Node side reads the files from disk, its browser side from Vite's glob
 * import, and answers from them with fixture-answers.ts) and by `campaign validate`.
 */
import { parse } from 'yaml';
import { readChanges, type FixtureChange } from './fixture-changes';
import type { Period } from './types';

/** A file of a campaign folder: its campaign id, its path (for messages) and its text. */
export interface CampaignFile {
  campaign: string;
  file: string;
  text: string;
}

/** What the sandbox reads its fixtures from: each campaign's definition and its fixture files. */
export interface FixtureFiles {
  definitions: readonly CampaignFile[];
  fixtures: readonly CampaignFile[];
}

export interface FixtureError {
  status: number;
  message?: string | Record<string, string>;
}

/** One way a call is answered: content, or a failure. */
export interface FixtureAnswer {
  answer?: unknown;
  error?: FixtureError;
}

export interface FixtureEntry extends FixtureAnswer {
  phases?: Record<string, FixtureAnswer>;
}

export interface Fixture extends FixtureEntry {
  campaign: string;
  file: string;
  /** How a successful call changes the later answers of the campaign's other fixtures (fixture-changes.ts). */
  changes?: FixtureChange[];
  /** The failure answered instead when a change would take a count below zero. */
  short?: FixtureError;
  method: 'GET' | 'POST';
  path: string;
  period?: Period;
  users?: Record<string, FixtureEntry>;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseYaml(text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 100 }) as unknown;
  } catch {
    return undefined;
  }
}

const upper = (m: unknown): 'GET' | 'POST' => (String(m).toUpperCase() === 'POST' ? 'POST' : 'GET');

/** The calls a definition declares, by the name of the data source or action that makes them. */
export function declaredCalls(definition: unknown): Map<string, { method: 'GET' | 'POST'; path: string }> {
  const out = new Map<string, { method: 'GET' | 'POST'; path: string }>();
  if (!isObject(definition)) return out;
  if (isObject(definition.data)) {
    for (const [name, source] of Object.entries(definition.data)) {
      if (isObject(source) && typeof source.path === 'string') out.set(name, { method: upper(source.method ?? 'GET'), path: source.path });
    }
  }
  if (isObject(definition.actions)) {
    for (const [name, steps] of Object.entries(definition.actions)) {
      const api = findApiStep(steps);
      if (api && !out.has(name)) out.set(name, api);
    }
  }
  return out;
}

function findApiStep(steps: unknown): { method: 'GET' | 'POST'; path: string } | undefined {
  if (Array.isArray(steps)) {
    for (const step of steps) {
      const found = findApiStep(step);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(steps)) return undefined;
  if (steps.type === 'api' && typeof steps.path === 'string') return { method: upper(steps.method ?? 'POST'), path: steps.path };
  for (const v of Object.values(steps)) {
    const found = isObject(v) || Array.isArray(v) ? findApiStep(v) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The fixture's name: its file name without folder and extension. */
export const fixtureName = (file: string): string => file.replace(/^.*\//, '').replace(/\.(ya?ml|json)$/, '');

/** Reads every fixture file; files that do not parse, or name no call, are left out (`campaign validate` reports them). */
export function readFixtures(files: FixtureFiles): Fixture[] {
  const definitions = new Map(files.definitions.map((d) => [d.campaign, parseYaml(d.text)]));
  const out: Fixture[] = [];
  for (const f of files.fixtures) {
    const body = parseYaml(f.text);
    if (!isObject(body)) continue;
    const definition = definitions.get(f.campaign);
    const declared = declaredCalls(definition).get(fixtureName(f.file));
    const path = typeof body.path === 'string' ? body.path : declared?.path;
    if (!path) continue;
    const method = body.method !== undefined ? upper(body.method) : (declared?.method ?? 'GET');
    const period = isObject(definition) && isObject(definition.period) ? (definition.period as unknown as Period) : undefined;
    out.push({
      ...(Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'changes' && k !== 'short')) as FixtureEntry),
      ...(isObject(body.users) ? { users: body.users as Record<string, FixtureEntry> } : {}),
      ...readChanges(body),
      campaign: f.campaign,
      file: f.file,
      method,
      path: path.replace(/\/+$/, ''),
      ...(period ? { period } : {}),
    });
  }
  return out;
}

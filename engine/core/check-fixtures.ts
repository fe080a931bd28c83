/**
 * Checks a campaign folder's preview data (fixtures/<name>.yaml, engine/core/fixtures.ts) and warns about a data
 * source nothing answers in a preview: its path is neither a call the sandbox knows nor answered by a fixture.
 */
import { changeProblems } from './fixture-changes';
import { declaredCalls, fixtureName } from './fixtures';
import { campaignCalls } from './campaign-calls';
import type { DefinitionIssue, Phase, WidgetRegistry } from './types';
import { parseYamlSafe, type SourceMap } from './yaml-safe';
import { formatPath, type IssuePath } from './zod-issues';

const PHASES: readonly Phase[] = ['notStarted', 'preheat', 'running', 'ended'];
const TOP_KEYS = ['path', 'method', 'answer', 'error', 'phases', 'users', 'changes', 'short'];
const ENTRY_KEYS = ['answer', 'error', 'phases'];

export interface FixtureInput {
  /** The file as shown in messages (e.g. campaigns/x/fixtures/progress.yaml). */
  file: string;
  text: string;
}

/** A fixture file that parses: its name, the call it answers (when it names one), its body and where each value is. */
export interface ParsedFixture {
  file: string;
  name: string;
  path?: string;
  method: 'GET' | 'POST';
  body: Record<string, unknown>;
  source: SourceMap;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkEntry(value: unknown, path: IssuePath, keys: readonly string[], at: (path: IssuePath, message: string, onKey?: boolean) => void): void {
  if (!isObj(value)) return at(path, 'expected a mapping with answer: or error:');
  for (const key of Object.keys(value)) if (!keys.includes(key)) at([...path, key], `unknown key '${key}'; expected one of ${keys.join(', ')}`, true);
  const error = value.error;
  if (error !== undefined && (!isObj(error) || typeof error.status !== 'number' || error.status === 0)) at([...path, 'error'], 'error needs a non-zero status code, e.g. { status: 4002, message: Not enough keys }');
  if (value.phases !== undefined) {
    if (!isObj(value.phases)) at([...path, 'phases'], `expected a mapping of phases (${PHASES.join(', ')})`);
    else for (const [phase, entry] of Object.entries(value.phases)) {
      if (!(PHASES as readonly string[]).includes(phase)) at([...path, 'phases', phase], `unknown phase '${phase}'; expected one of ${PHASES.join(', ')}`, true);
      else checkEntry(entry, [...path, 'phases', phase], ['answer', 'error'], at);
    }
  }
}

/**
 * The issues of a campaign's fixture files, and a warning for each data source whose call is neither in `knownCalls`
 * ('GET /path' entries, the sandbox's catalogue) nor answered by a fixture (checked only when `knownCalls` is given).
 */
export interface FixtureCheckOptions {
  /** Calls the sandbox knows ('GET /path'): when given, a call of the campaign neither in it nor answered by a fixture is an error. */
  knownCalls?: readonly string[];
  /** The widgets: their API path props (with defaults) are calls too. */
  registry?: WidgetRegistry;
  /** Receives the fixture files that parse. */
  parsedOut?: ParsedFixture[];
}

export function checkFixtures(definition: { file: string; value: unknown; source?: SourceMap }, fixtures: readonly FixtureInput[], opts: FixtureCheckOptions = {}): DefinitionIssue[] {
  const parsedOut = opts.parsedOut ?? [];
  const issues: DefinitionIssue[] = [];
  const declared = declaredCalls(definition.value);
  const answered = new Set<string>();
  for (const f of fixtures) {
    const parsed = parseYamlSafe(f.text, 'preview data: answer, phases or users');
    if (!parsed.ok) {
      issues.push(...parsed.errors.map((e) => ({ severity: 'error' as const, file: f.file, path: e.path, message: e.message, ...(e.line ? { line: e.line, col: e.col ?? 1 } : {}) })));
      continue;
    }
    const at = (path: IssuePath, message: string, onKey = false, severity: 'error' | 'warning' = 'error') => {
      const pos = parsed.source.locate(path, onKey);
      issues.push({ severity, file: f.file, path: formatPath(path), message, ...(pos ? { line: pos.line, col: pos.col } : {}) });
    };
    const body = parsed.value;
    if (!isObj(body)) {
      at([], 'expected a mapping: answer:, error:, phases:, users: (and path: when the file is not named after a data source or action)');
      continue;
    }
    checkEntry(body, [], TOP_KEYS, at);
    for (const p of changeProblems(body, fixtures.map((g) => fixtureName(g.file)))) at(p.path, p.message, p.onKey);
    if (body.users !== undefined) {
      if (!isObj(body.users)) at(['users'], "expected a mapping of user ids, e.g. '10003': { answer: ... }");
      else for (const [user, entry] of Object.entries(body.users)) checkEntry(entry, ['users', user], ENTRY_KEYS, at);
    }
    if (body.method !== undefined && body.method !== 'GET' && body.method !== 'POST') at(['method'], 'method is GET or POST');
    const name = fixtureName(f.file);
    const path = typeof body.path === 'string' ? body.path : declared.get(name)?.path;
    const method = body.method === 'POST' || body.method === 'GET' ? body.method : (declared.get(name)?.method ?? 'GET');
    parsedOut.push({ file: f.file, name, ...(path !== undefined ? { path: path.replace(/\/+$/, '') } : {}), method, body, source: parsed.source });
    if (path === undefined) at([], `fixtures/${name} answers no call: name the file after a data source or action of the campaign (${[...declared.keys()].join(', ') || 'none declared'}), or give its path:`, false, 'warning');
    else answered.add(path.replace(/\/+$/, ''));
  }
  if (opts.knownCalls) {
    const known = new Set(opts.knownCalls.map((c) => c.replace(/^(GET|POST) /, '').replace(/\/+$/, '')));
    for (const call of campaignCalls(definition.value, opts.registry)) {
      const path = call.path.replace(/\/+$/, '');
      if (known.has(path) || answered.has(path)) continue;
      const pos = definition.source?.locate(call.at);
      const add = call.fixture ? `fixtures/${call.fixture}.yaml` : `a fixture with path: ${path}`;
      issues.push({
        severity: 'error',
        file: definition.file,
        path: formatPath(call.at),
        message: `${call.what} calls ${path}, which neither the sandbox answers (its catalogue) nor a fixture: the preview would answer "Unknown request"; add ${add}`,
        ...(pos ? { line: pos.line, col: pos.col } : {}),
      });
    }
  }
  return issues;
}

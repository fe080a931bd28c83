/**
 * Loads a campaign: safe YAML/JSON parsing, envelope migrations and schema,
 * then every cross-check (widgets, props, bindings, actions, strings).
 * Returns all errors and warnings at once, with file, path, line and column.
 * Never throws.
 */
import * as z from 'zod/mini';
import { checkActions, checkUrlFlow } from './check-actions';
import { checkTriggers } from './check-triggers';
import { checkBindings } from './check-bindings';
import { checkUnsetState } from './check-unset-state';
import { CheckContext, type LoadOptions } from './check-context';
import { checkPlaceholders, checkTextKey, type StringsFile } from './check-text';
import { checkAsset } from './check-marked';
import { checkPage, collectNodeIds } from './check-page';
import { checkTheme } from './check-theme';
import { compileConditions } from './compile-conditions';
import { campaignDefinitionSchema } from './definition';
import { migrateDefinition } from './migrations';
import { parseStrings, type StringsInput } from './parse-strings';
import { localesOf, PACKS } from '../i18n/resolveLocale';
import { type CampaignDefinition, type CampaignStrings, type DefinitionIssue, type LoadResult, type Locale, type PageNode, type WidgetRegistry } from './types';
import { parseYamlSafe, type SafeParseResult } from './yaml-safe';
import { formatPath, PARSE_FOR_PROBLEMS, problemsFromZod } from './zod-issues';

export type { LoadOptions } from './check-context';
export { validatePropsAt } from './validate-props';

export interface LoadInput {
  file: string;
  text: string;
  strings: StringsInput[];
  /** `text` already parsed with parseYamlSafe (a caller that reads the file's values too parses it once). */
  parsed?: SafeParseResult;
}

/** Languages every campaign should translate: one file per pack (vn reads the vi file, ph the fil one). */
export const CAMPAIGN_LANGUAGES: readonly Locale[] = PACKS;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function withMigratedProps(nodes: PageNode[], path: (string | number)[], migrated: Map<string, Obj>): PageNode[] {
  return nodes.map((node, i) => {
    const p = [...path, i];
    const { version: _version, ...rest } = node;
    const out: PageNode = { ...rest };
    const props = migrated.get(formatPath(p));
    if (props) out.props = props;
    if (node.children) out.children = withMigratedProps(node.children, [...p, 'children'], migrated);
    return out;
  });
}

function loadUnsafe(input: LoadInput, registry: WidgetRegistry, opts: LoadOptions): LoadResult {
  const errors: DefinitionIssue[] = [];
  const warnings: DefinitionIssue[] = [];
  const parsed = input.parsed ?? parseYamlSafe(input.text);
  const strings: CampaignStrings = {};
  const stringFiles = new Map<Locale, string>();
  const readable: StringsFile[] = [];
  for (const s of input.strings) {
    const r = parseStrings(s);
    errors.push(...r.errors);
    if (r.table) readable.push({ locale: s.locale, file: s.file, table: r.table, ...(r.source ? { source: r.source } : {}) });
    // The file exists even when it cannot be read: its own errors say why, and keys are not checked against it.
    stringFiles.set(s.locale, s.file);
    if (r.table) strings[s.locale] = r.table;
  }
  for (const issue of checkPlaceholders(readable)) (issue.severity === 'error' ? errors : warnings).push(issue);
  if (!parsed.ok) {
    errors.push(...parsed.errors.map((e): DefinitionIssue => ({ severity: 'error', file: input.file, ...e })));
    return { ok: false, errors, warnings };
  }
  warnings.push(...parsed.warnings.map((w): DefinitionIssue => ({ severity: 'warning', file: input.file, ...w })));
  const ctx = new CheckContext(registry, input.file, parsed.source, strings, stringFiles, opts);
  const migrated = migrateDefinition(parsed.value);
  if (!migrated.ok) {
    ctx.error(isObj(parsed.value) ? ['schemaVersion'] : [], migrated.message, { expected: migrated.expected, found: migrated.found });
    return { ok: false, errors: [...errors, ...ctx.errors], warnings };
  }
  const def = migrated.value;
  const envelope = z.safeParse(campaignDefinitionSchema, def, PARSE_FOR_PROBLEMS);
  if (!envelope.success) {
    for (const p of problemsFromZod(envelope.error.issues)) ctx.error(p.path, p.message, { ...p, onKey: p.message.startsWith('unknown field') });
  }
  if (isObj(def.period)) ctx.period = def.period;
  if (Array.isArray(def.languages)) ctx.languages = new Set(['en', ...def.languages.filter((l): l is string => typeof l === 'string')]);
  if (Array.isArray(def.routes)) ctx.ownRoutes = def.routes.filter((r): r is string => typeof r === 'string');
  if (isObj(def.data)) Object.keys(def.data).forEach((k) => ctx.data.add(k));
  if (isObj(def.actions)) {
    Object.keys(def.actions).forEach((k) => ctx.actions.add(k));
    ctx.definedActions = def.actions;
  }
  checkTextKey(ctx, def.title, ['title']);
  // Each part's tab label is a key of the hub's strings.
  if (Array.isArray(def.parts)) def.parts.forEach((part, i) => isObj(part) && checkTextKey(ctx, part.title, ['parts', i, 'title']));
  if (isObj(def.theme)) checkAsset(ctx, def.theme.backgroundImage, ['theme', 'backgroundImage']);
  checkTheme(ctx, def.theme);
  collectNodeIds(ctx, def.page, ['page']);
  const props = checkPage(ctx, def.page, ['page']);
  checkActions(ctx, def.actions);
  checkUrlFlow(ctx, def.actions);
  if (typeof def.rightAction === 'string' && !ctx.actions.has(def.rightAction)) {
    const declared = [...ctx.actions].join(', ') || 'none';
    ctx.error(['rightAction'], `unknown action '${def.rightAction}' (declared under actions: ${declared})`, { expected: `one of: ${declared}`, found: `'${def.rightAction}'` });
  }
  const periodFrom = isObj(def.period) ? def.period.from : undefined;
  if (typeof periodFrom === 'string' && !ctx.data.has(periodFrom)) {
    const declared = [...ctx.data].join(', ') || 'none';
    ctx.error(['period', 'from'], `unknown data source '${periodFrom}' (declared under data: ${declared})`, { expected: `one of: ${declared}`, found: `'${periodFrom}'` });
  }
  checkTriggers(ctx);
  checkUnsetState(ctx, def.page, def.actions, props);
  for (const key of ['data', 'actions', 'page'] as const) checkBindings(ctx, def[key], [key]);
  if (stringFiles.has('en') && !opts.languageFilesRequired) {
    for (const locale of CAMPAIGN_LANGUAGES) {
      if (!localesOf(locale as (typeof PACKS)[number]).some((l) => stringFiles.has(l))) ctx.warn([], `no strings file for '${locale}'; en is shown instead`, { expected: `strings/${locale}.yaml`, found: 'nothing' });
    }
  }
  errors.push(...ctx.errors);
  warnings.push(...ctx.warnings);
  if (errors.length > 0 || !envelope.success) return { ok: false, errors, warnings };
  const definition = envelope.data as CampaignDefinition;
  return { ok: true, campaign: { definition: compileConditions({ ...definition, page: withMigratedProps(definition.page, ['page'], props) }), strings }, warnings };
}

/** Loads and validates one campaign; never throws. */
export function loadCampaign(input: LoadInput, registry: WidgetRegistry, opts: LoadOptions = {}): LoadResult {
  try {
    return loadUnsafe(input, registry, opts);
  } catch (e) {
    const message = `could not load the campaign: ${e instanceof Error ? e.message : String(e)}`;
    return { ok: false, errors: [{ severity: 'error', file: input?.file ?? '', path: '', message }], warnings: [] };
  }
}

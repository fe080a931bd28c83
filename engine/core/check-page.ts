/**
 * Checks the page tree against the widget registry: known types (with
 * "did you mean"), props valid for the widget (after props migrations),
 * marked fields (text keys, actions, data sources, assets), children only
 * where accepted, unique node ids.
 */
import * as z from 'zod/mini';
import { allowedHostList, isAllowedUrl } from '../security/url';
import { foreignUrls } from '../security/urlValues';
import { STATIC_PATH_HINT, unusablePropPaths } from './action-safety';
import { shortText, type CheckContext } from './check-context';
import { checkTextKey, checkTextValues } from './check-text';
import { migrateProps } from './migrations';
import { closestTypes, editDistance, MAX_SUGGEST_LENGTH } from './registry';
import { actionTrigger, INSTANT_EXAMPLE, instantProblem } from './schema-helpers';
import { walkUnknownKeys } from './schema-keys';
import { defOf, innerOf, walkMarked, WRAPPERS } from './schema-walk';
import { validatePropsAt } from './validate-props';
import type { AnyWidgetDefinition } from './types';
import type { IssuePath } from './zod-issues';
import { formatPath } from './zod-issues';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Known names closest to a misspelt one, best first. */
export function closestNames(known: readonly string[], name: string, max = 2): string[] {
  if (name.length > MAX_SUGGEST_LENGTH) return [];
  const limit = Math.max(2, Math.ceil(name.length * 0.4));
  return known
    .map((k) => ({ k, dist: editDistance(name.toLowerCase(), k.toLowerCase()) }))
    .filter((c) => c.dist <= limit)
    .sort((a, b) => a.dist - b.dist || a.k.localeCompare(b.k))
    .slice(0, max)
    .map((c) => c.k);
}

/** Collects node ids first so actions can refer to modals declared anywhere. */
export function collectNodeIds(ctx: CheckContext, nodes: unknown, path: IssuePath, depth = 0): void {
  if (!Array.isArray(nodes) || depth > 64) return;
  nodes.forEach((node, i) => {
    if (!isObj(node)) return;
    const p = [...path, i];
    if (typeof node.id === 'string') {
      const first = ctx.ids.get(node.id);
      if (first !== undefined) ctx.error([...p, 'id'], `duplicate node id '${node.id}' (first used at ${first})`, { expected: 'a unique id', found: `'${node.id}'` });
      else ctx.ids.set(node.id, formatPath(p));
    }
    collectNodeIds(ctx, node.children, [...p, 'children'], depth + 1);
  });
}

export function checkAsset(ctx: CheckContext, value: unknown, path: IssuePath): void {
  if (typeof value !== 'string') return;
  const isFile = /^[\w\-./]+$/.test(value) && !value.startsWith('/') && !value.includes('..') && !/^[a-z]+:/i.test(value);
  if (isFile && ctx.assets) {
    if (!ctx.assets.has(value)) ctx.error(path, `file '${value}' is not in the campaign folder`, { expected: 'a file of the campaign folder or an allowlisted URL', found: `'${value}'` });
    return;
  }
  if (!isFile && !isAllowedUrl(value)) {
    const hint = `put the file in the campaign folder and write its name, or use a host of the allowlist (${allowedHostList().join(', ')})`;
    ctx.error(path, `'${value}' is not an allowed asset URL: ${hint}`, { expected: 'a file of the campaign folder or an allowlisted URL', found: `'${value}'` });
  }
}

function checkMarked(ctx: CheckContext, kind: string, value: unknown, path: IssuePath): void {
  if (kind === 'text') return checkTextKey(ctx, value, path);
  if (kind === 'asset') return checkAsset(ctx, value, path);
  if (kind === 'instant') {
    const problem = instantProblem(value);
    if (problem) ctx.error(path, problem, { expected: `an ISO-8601 instant with an offset (e.g. ${INSTANT_EXAMPLE}), epoch milliseconds or a binding`, found: `'${String(value)}'` });
    return;
  }
  if (typeof value !== 'string') return;
  if (kind === 'actionRef' && !ctx.actions.has(value)) {
    const declared = [...ctx.actions].join(', ') || 'none';
    ctx.error(path, `unknown action '${value}' (declared under actions: ${declared})`, { expected: `one of: ${declared}`, found: `'${value}'` });
  }
  if (kind === 'dataRef' && !ctx.data.has(value)) {
    const declared = [...ctx.data].join(', ') || 'none';
    ctx.error(path, `unknown data source '${value}' (declared under data: ${declared})`, { expected: `one of: ${declared}`, found: `'${value}'` });
  }
}

/** The page state keys a widget writes: its `stateKey` / `itemStateKey` props, or their defaults. */
function stateKeysOf(def: AnyWidgetDefinition, props: Obj): string[] {
  const shape = fieldsOf(def.props);
  return ['stateKey', 'itemStateKey'].flatMap((name) => {
    if (typeof props[name] === 'string') return [props[name]];
    const field = shape?.[name];
    const fallback = field ? z.safeParse(field, undefined) : undefined;
    return fallback?.success && typeof fallback.data === 'string' ? [fallback.data] : [];
  });
}

/** The fields of an object schema, through wrappers (lazy, optional...). */
function fieldsOf(schema: z.ZodMiniType, depth = 0): Record<string, z.ZodMiniType> | undefined {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  const inner = depth < 8 && WRAPPERS.has(def.type) ? innerOf(def) : undefined;
  return inner ? fieldsOf(inner, depth + 1) : undefined;
}

/** Checks the nodes and returns the migrated props of each node, keyed by node path. */
export function checkPage(ctx: CheckContext, nodes: unknown, path: IssuePath, migrated = new Map<string, Obj>(), depth = 0): Map<string, Obj> {
  if (!Array.isArray(nodes) || depth > 64) return migrated;
  nodes.forEach((node, i) => {
    const p = [...path, i];
    if (!isObj(node) || typeof node.type !== 'string') return;
    const def = ctx.registry.get(node.type);
    if (!def) {
      const near = closestTypes(ctx.registry, node.type);
      const hint = near.length > 0 ? `did you mean ${near.map((t) => `'${t}'`).join(' or ')}?` : `known types: ${[...ctx.registry.keys()].slice(0, 12).join(', ')}`;
      const shown = shortText(node.type, MAX_SUGGEST_LENGTH);
      ctx.error([...p, 'type'], `unknown widget type '${shown}'; ${hint}`, { expected: near.length > 0 ? near.join(' | ') : 'a registered widget type', found: `'${shown}'` });
    } else {
      const raw = isObj(node.props) ? node.props : {};
      const version = typeof node.version === 'number' ? node.version : def.version;
      const m = migrateProps(def, raw, version);
      if (!m.ok) {
        ctx.error([...p, 'version'], m.message, { expected: `a version from 1 to ${def.version}`, found: String(version) });
      } else {
        migrated.set(formatPath(p), m.props);
        const v = validatePropsAt(def, m.props);
        if (!v.ok) for (const issue of v.issues) ctx.error([...p, 'props', ...issue.path], `${def.type}: ${issue.message}`, issue);
        const assetPaths = new Set<string>();
        const runs: string[] = [];
        walkMarked(def.props, m.props, [...p, 'props'], (kind, value, at, schema) => {
          if (kind === 'asset') assetPaths.add(formatPath(at));
          if (kind === 'actionRef' && typeof value === 'string') runs.push(value);
          checkMarked(ctx, kind, value, at);
          const trigger = kind === 'actionRef' && typeof value === 'string' ? actionTrigger(schema) : undefined;
          if (trigger) ctx.triggers.push({ action: value as string, trigger, path: at });
        });
        ctx.flowNodes.push({ path: p, props: m.props, stateKeys: stateKeysOf(def, m.props), actions: runs });
        // Any other field holding a URL (a link, a background): the page would drop it, so the file is refused.
        for (const found of foreignUrls(m.props, [...p, 'props'])) {
          if (assetPaths.has(formatPath(found.path))) continue;
          const hint = `use a path of this site or a host of the allowlist (${allowedHostList().join(', ')})`;
          ctx.error(found.path, `'${found.url}' is not an allowed URL: ${hint}`, { expected: 'a path of this site or an allowlisted URL', found: `'${found.url}'` });
        }
        for (const found of unusablePropPaths(m.props, [...p, 'props'])) {
          const shown = shortText(found.value);
          ctx.error(found.path, `'${shown}' is not a path a request can use: ${STATIC_PATH_HINT}, at most 512 characters`, { expected: 'a static API path', found: `'${shown}'` });
        }
        // A widget given `values` fills the placeholders of its `text` with them.
        if (m.props.values !== undefined) checkTextValues(ctx, m.props.text, m.props.values, [...p, 'props', 'text']);
        walkUnknownKeys(def.props, m.props, [...p, 'props'], (at, known) => {
          const key = String(at[at.length - 1]);
          const near = closestNames(known, key);
          const hint = near.length > 0 ? `; did you mean ${near.map((k) => `'${k}'`).join(' or ')}?` : known.length > 0 ? ` (known: ${known.join(', ')})` : '';
          ctx.error(at, `${def.type}: unknown prop '${key}'${hint}`, { expected: near.length > 0 ? near.join(' | ') : known.join(' | ') || 'no props', found: `'${key}'`, onKey: true });
        });
      }
      if (Array.isArray(node.children) && node.children.length > 0 && !def.acceptsChildren) {
        ctx.error([...p, 'children'], `widget '${def.type}' does not accept children; found ${node.children.length} child node(s)`, { expected: 'no children', found: `${node.children.length} child node(s)`, onKey: true });
      }
    }
    checkPage(ctx, node.children, [...p, 'children'], migrated, depth + 1);
  });
  return migrated;
}

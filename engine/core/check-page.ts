/**
 * Checks the page tree against the widget registry: known types (with
 * "did you mean"), props valid for the widget (after props migrations),
 * marked fields (text keys, actions, data sources, assets), children only
 * where accepted, unique node ids.
 */
import { allowedHostList } from '../security/url';
import { foreignUrls } from '../security/urlValues';
import { STATIC_PATH_HINT } from './action-safety';
import { unusablePropPaths } from './action-taint';
import { shortText, type CheckContext } from './check-context';
import { checkMarked } from './check-marked';
import { checkTextValues } from './check-text';
import { closestNames, didYouMean } from './closest-names';
import { migrateProps } from './migrations';
import { closestTypes, MAX_SUGGEST_LENGTH } from './registry';
import { actionTrigger } from './schema-helpers';
import { walkUnknownKeys } from './schema-keys';
import { walkMarked } from './schema-walk';
import { validatePropsAt } from './validate-props';
import { sinkPropsOf, stateKeysOf } from './widget-state-keys';
import { formatPath, type IssuePath } from './zod-issues';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

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
        ctx.flowNodes.push({ path: p, props: m.props, stateKeys: stateKeysOf(def, m.props), actions: runs, sinks: sinkPropsOf(def) });
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
          const hint = near.length > 0 ? didYouMean(near) : known.length > 0 ? ` (known: ${known.join(', ')})` : '';
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

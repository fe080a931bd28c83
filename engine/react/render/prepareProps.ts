/**
 * Turns a node's written props into the props a widget receives: migrations
 * from the node's props version, binding resolution, then the widget schema
 * (defaults applied), then the URL rule: a value a browser would read as a URL
 * that the allowlist refuses (engine/security/urlValues.ts) becomes an empty
 * string, whichever field holds it. Never throws. Props the build already checked (engine/vite/checked-props.ts)
 * skip the migrations, bindings and schema.
 *
 * A node's props are prepared again only when what its bindings read changed: a page renders each node several
 * times while it starts (planned by its layout, then by itself; hydrated, then with the live clock and with its
 * data), and the schema check is the costly part. The same input gives the same props object back.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { resolveValue, type BindingScope } from '../../core/bindings';
import { migrateProps } from '../../core/props-migrations';
import type { AnyWidgetDefinition, PageNode } from '../../core/types';
import { withoutForeignUrls } from '../../security/urlValues';
import { checkedAtBuild } from './checkedNodes';

export type PreparedProps = { ok: true; props: Record<string, unknown> } | { ok: false; message: string };

function describeIssues(issues: readonly z.core.$ZodIssue[], path: string): string {
  return issues.map((i) => `${[path, 'props', ...i.path.map(String)].join('.')}: ${i.message}`).join('; ');
}

interface Prepared {
  def: AnyWidgetDefinition;
  resolved: unknown;
  result: PreparedProps;
}

/** Per node and path (a template node is rendered at one path per item), the last input and its props. */
const prepared = new WeakMap<PageNode, Map<string, Prepared>>();

export function prepareProps(def: AnyWidgetDefinition, node: PageNode, scope: BindingScope, path: string): PreparedProps {
  try {
    // Props the build checked (engine/vite/checked-props.ts) read no binding and are the widget's props already.
    const checked = checkedAtBuild(node);
    let resolved: unknown = node.props ?? {};
    if (!checked) {
      const migrated = migrateProps(def, node.props ?? {}, node.version ?? def.version);
      if (!migrated.ok) return { ok: false, message: `${path}: ${migrated.message}` };
      resolved = resolveValue(migrated.props, scope);
    }
    let byPath = prepared.get(node);
    if (!byPath) prepared.set(node, (byPath = new Map()));
    const last = byPath.get(path);
    // Structural sharing: the last input back when nothing in it changed (values other than plain objects and
    // arrays compare by identity).
    if (last && last.def === def && replaceEqualDeep(last.resolved, resolved) === last.resolved) return last.result;
    const result = checked ? withUrlRule(resolved) : parse(def, resolved, path);
    byPath.set(path, { def, resolved, result });
    return result;
  } catch (err) {
    return { ok: false, message: `${path}: ${err instanceof Error ? err.message : String(err)}` };
  }
}

function parse(def: AnyWidgetDefinition, resolved: unknown, path: string): PreparedProps {
  const parsed = z.safeParse(def.props, resolved);
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.error.issues, path) };
  return withUrlRule(parsed.data);
}

function withUrlRule(value: unknown): PreparedProps {
  const props = withoutForeignUrls(value);
  return { ok: true, props: props !== null && typeof props === 'object' ? (props as Record<string, unknown>) : {} };
}

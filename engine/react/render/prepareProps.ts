/**
 * Turns a node's written props into the props a widget receives: migrations
 * from the node's props version, binding resolution, then the widget schema
 * (defaults applied), then the URL rule: a value a browser would read as a URL
 * that the allowlist refuses (engine/security/urlValues.ts) becomes an empty
 * string, whichever field holds it. Never throws.
 */
import * as z from 'zod/mini';
import { resolveValue, type BindingScope } from '../../core/bindings';
import { migrateProps } from '../../core/props-migrations';
import type { AnyWidgetDefinition, PageNode } from '../../core/types';
import { withoutForeignUrls } from '../../security/urlValues';

export type PreparedProps = { ok: true; props: Record<string, unknown> } | { ok: false; message: string };

function describeIssues(issues: readonly z.core.$ZodIssue[], path: string): string {
  return issues.map((i) => `${[path, 'props', ...i.path.map(String)].join('.')}: ${i.message}`).join('; ');
}

export function prepareProps(def: AnyWidgetDefinition, node: PageNode, scope: BindingScope, path: string): PreparedProps {
  try {
    const migrated = migrateProps(def, node.props ?? {}, node.version ?? def.version);
    if (!migrated.ok) return { ok: false, message: `${path}: ${migrated.message}` };
    const resolved = resolveValue(migrated.props, scope);
    const parsed = z.safeParse(def.props, resolved);
    if (!parsed.success) return { ok: false, message: describeIssues(parsed.error.issues, path) };
    const props = withoutForeignUrls(parsed.data);
    return { ok: true, props: props !== null && typeof props === 'object' ? (props as Record<string, unknown>) : {} };
  } catch (err) {
    return { ok: false, message: `${path}: ${err instanceof Error ? err.message : String(err)}` };
  }
}

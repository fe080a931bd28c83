import * as z from 'zod/mini';
import { underBinding } from './schema-walk';
import type { AnyWidgetDefinition } from './types';
import { problemsFromZod, type Problem } from './zod-issues';

export type PropsValidation = { ok: true; props: Record<string, unknown> } | { ok: false; issues: Problem[] };

/**
 * Validates a node's props with its widget schema. A problem located at a
 * value that is a binding string is not an error: bindings are checked once
 * resolved, at render time.
 */
export function validatePropsAt(def: AnyWidgetDefinition, props: unknown): PropsValidation {
  const input = props ?? {};
  const result = z.safeParse(def.props, input, { reportInput: true });
  if (result.success) return { ok: true, props: result.data as Record<string, unknown> };
  const kept = result.error.issues.filter((issue) => !underBinding(input, issue.path));
  if (kept.length === 0) return { ok: true, props: input as Record<string, unknown> };
  const issues = problemsFromZod(kept).filter((p) => !underBinding(input, p.path));
  return issues.length === 0 ? { ok: true, props: input as Record<string, unknown> } : { ok: false, issues };
}

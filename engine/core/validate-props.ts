import * as z from 'zod/mini';
import { bindingAbove, valueAt, walkBindable } from './schema-walk';
import type { AnyWidgetDefinition } from './types';
import { formatPath, PARSE_FOR_PROBLEMS, problemsFromZod, type IssuePath, type Problem } from './zod-issues';

export type PropsValidation = { ok: true; props: Record<string, unknown> } | { ok: false; issues: Problem[] };

type Issue = z.core.$ZodIssue;

/** What a field expects, from the problems of a value it refused: every branch of a union. */
function expectedOf(issues: readonly Issue[]): string {
  const flat = issues.flatMap((issue) => (issue.code === 'invalid_union' ? issue.errors.flat() : [issue]));
  const described = flat.map((issue) => (issue.code === 'invalid_format' && issue.format === 'regex' ? `text matching ${String((issue as { pattern?: unknown }).pattern)}` : problemsFromZod([issue])[0]?.expected));
  const expected = [...new Set(described.filter((e): e is string => !!e))];
  return expected.length > 0 ? expected.join(' | ') : 'a plain value';
}

/**
 * Validates a node's props with its widget schema. A binding string in a field
 * marked bindable (or inside such a field) is not an error: bindings are
 * checked once resolved, at render time. A binding string in any other field
 * that refuses it is an error: that field does not accept bindings.
 */
export function validatePropsAt(def: AnyWidgetDefinition, props: unknown): PropsValidation {
  const input = props ?? {};
  const result = z.safeParse(def.props, input, PARSE_FOR_PROBLEMS);
  if (result.success) return { ok: true, props: result.data as Record<string, unknown> };
  const bindable: IssuePath[] = [];
  walkBindable(def.props, input, [], (at) => bindable.push(at));
  const accepts = (at: readonly PropertyKey[]) => bindable.some((b) => b.length <= at.length && b.every((seg, i) => seg === at[i]));
  const kept: Issue[] = [];
  const refused = new Map<string, { path: IssuePath; issues: Issue[] }>();
  for (const issue of result.error.issues) {
    const at = bindingAbove(input, issue.path as IssuePath);
    if (!at) kept.push(issue);
    else if (!accepts(at)) {
      const key = formatPath(at);
      const entry = refused.get(key) ?? { path: at, issues: [] };
      refused.set(key, { ...entry, issues: [...entry.issues, issue] });
    }
  }
  const issues: Problem[] = [];
  const refusal = (path: IssuePath, expected: string): Problem => {
    const last = path[path.length - 1];
    const name = typeof last === 'string' ? last : formatPath(path) || 'props';
    return { path, message: `${name} does not accept bindings; expected ${expected}`, expected, found: String(valueAt(input, path)) };
  };
  for (const problem of problemsFromZod(kept)) {
    const at = bindingAbove(input, problem.path);
    if (!at) issues.push(problem);
    else if (!accepts(at) && !refused.has(formatPath(at))) {
      refused.set(formatPath(at), { path: at, issues: [] });
      issues.push(refusal(at, problem.expected ?? 'a plain value'));
    }
  }
  for (const { path, issues: refusedIssues } of refused.values()) if (refusedIssues.length > 0) issues.push(refusal(path, expectedOf(refusedIssues)));
  return issues.length === 0 ? { ok: true, props: input as Record<string, unknown> } : { ok: false, issues };
}

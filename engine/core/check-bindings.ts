/**
 * Checks every `{{ }}` of a definition: valid syntax, data sources that are
 * declared, and fields of the roots whose shape is fixed (period, and the
 * plain values phase, now and locale).
 */
import { bindingExpressions, parseBinding, type Binding } from './bindings';
import { shortText, type CheckContext } from './check-context';
import { parseExpression } from './expression';
import type { IssuePath } from './zod-issues';

/** The fields of `period` (engine/core/types.ts Period); each holds an ISO instant. */
export const PERIOD_FIELDS = ['preheat', 'start', 'end'] as const;
/** Roots that hold a plain value (a phase name, epoch ms, a locale): no field can be read from them. */
const SCALAR_ROOTS = new Set(['phase', 'now', 'locale']);

const pathText = (root: string, segments: readonly (string | number)[]) => segments.reduce<string>((acc, s) => (typeof s === 'number' ? `${acc}[${s}]` : `${acc}.${s}`), root);

function checkFixedShape(ctx: CheckContext, path: IssuePath, expr: string, root: string, segments: readonly (string | number)[], hasFallback: boolean): void {
  const shown = `{{${expr.trim()}}}`;
  if (SCALAR_ROOTS.has(root) && segments.length > 0) {
    ctx.error(path, `binding ${shown} reads ${pathText(root, segments)}, but ${root} is a plain value with no fields`, { expected: `{{${root}}}`, found: shown });
    return;
  }
  if (root !== 'period' || segments.length === 0) return;
  const field = segments[0];
  const fields = PERIOD_FIELDS.join(', ');
  if (typeof field !== 'string' || !(PERIOD_FIELDS as readonly string[]).includes(field)) {
    ctx.error(path, `binding ${shown} reads period field '${String(field)}', which does not exist (period has: ${fields})`, { expected: `one of: ${fields}`, found: `'${String(field)}'` });
  } else if (segments.length > 1) {
    ctx.error(path, `binding ${shown} reads ${pathText(root, segments)}, but period.${field} is an ISO instant with no fields`, { expected: `{{period.${field}}}`, found: shown });
  } else if (ctx.period && ctx.period[field] === undefined && !hasFallback) {
    ctx.warn(path, `binding ${shown} reads period.${field}, which this campaign's period does not set; it resolves to nothing`, { expected: `period.${field} set, or a fallback such as {{period.${field} ?? ''}}`, found: 'nothing' });
  }
}

/** A condition: `when.if`, `when.unless`, or the `test` of an `if` step (engine/core/expression.ts). */
export const isConditionPath = (path: IssuePath): boolean => {
  const last = path[path.length - 1];
  return ((last === 'if' || last === 'unless') && path[path.length - 2] === 'when') || (last === 'test' && path[0] === 'actions');
};

function checkBinding(ctx: CheckContext, path: IssuePath, expr: string, binding: Binding): void {
  const { root, segments } = binding;
  checkFixedShape(ctx, path, expr, root, segments, binding.fallback !== undefined);
  const source = segments[0];
  if (root === 'data' && typeof source === 'string' && !ctx.data.has(source)) {
    const declared = [...ctx.data].join(', ') || 'none';
    ctx.error(path, `binding {{${expr.trim()}}} reads data source '${source}', which is not declared under data: (declared: ${declared})`, { expected: `one of: ${declared}`, found: `'${source}'` });
  }
}

export function checkBindings(ctx: CheckContext, value: unknown, path: IssuePath, depth = 0): void {
  if (depth > 64) return;
  if (typeof value === 'string') {
    const condition = isConditionPath(path);
    for (const expr of bindingExpressions(value)) {
      if (condition) {
        const parsed = parseExpression(expr);
        if (!parsed.ok) {
          const braces = value.indexOf('{{');
          ctx.error(path, `invalid condition {{${shortText(expr)}}}: ${parsed.error} (at character ${braces + 2 + parsed.at + 1})`, { expected: "a condition such as {{ data.cottage.opened >= 3 && phase == 'running' }}", found: `{{${shortText(expr)}}}`, column: braces + 2 + parsed.at });
          continue;
        }
        for (const b of parsed.bindings) checkBinding(ctx, path, b.expr, b.binding);
        continue;
      }
      const parsed = parseBinding(expr);
      if (!parsed.ok) {
        ctx.error(path, `invalid binding {{${shortText(expr)}}}: ${shortText(parsed.error, 200)}`, { expected: 'a path such as {{data.ranking.list[0].name ?? 0}}', found: `{{${shortText(expr)}}}` });
        continue;
      }
      checkBinding(ctx, path, expr, parsed.binding);
    }
    if (/\{\{|\}\}/.test(value.replace(/\{\{[^{}]*\}\}/g, ''))) {
      ctx.error(path, `unbalanced braces in '${shortText(value)}': write bindings as {{ path }}`, { expected: '{{ path }}', found: shortText(value) });
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => checkBindings(ctx, v, [...path, i], depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) checkBindings(ctx, v, [...path, k], depth + 1);
  }
}

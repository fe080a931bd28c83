/** Checks every `{{ }}` of a definition: valid syntax, and data sources that are declared. */
import { bindingExpressions, parseBinding } from './bindings';
import type { CheckContext } from './check-context';
import type { IssuePath } from './zod-issues';

export function checkBindings(ctx: CheckContext, value: unknown, path: IssuePath, depth = 0): void {
  if (depth > 64) return;
  if (typeof value === 'string') {
    for (const expr of bindingExpressions(value)) {
      const parsed = parseBinding(expr);
      if (!parsed.ok) {
        ctx.error(path, `invalid binding {{${expr}}}: ${parsed.error}`, { expected: 'a path such as {{data.ranking.list[0].name ?? 0}}', found: `{{${expr}}}` });
        continue;
      }
      const { root, segments } = parsed.binding;
      const source = segments[0];
      if (root === 'data' && typeof source === 'string' && !ctx.data.has(source)) {
        const declared = [...ctx.data].join(', ') || 'none';
        ctx.error(path, `binding {{${expr.trim()}}} reads data source '${source}', which is not declared under data: (declared: ${declared})`, { expected: `one of: ${declared}`, found: `'${source}'` });
      }
    }
    if (/\{\{|\}\}/.test(value.replace(/\{\{[^{}]*\}\}/g, ''))) {
      ctx.error(path, `unbalanced braces in '${value}': write bindings as {{ path }}`, { expected: '{{ path }}', found: value });
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => checkBindings(ctx, v, [...path, i], depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) checkBindings(ctx, v, [...path, k], depth + 1);
  }
}

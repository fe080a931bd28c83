/**
 * Evaluates a node's `when`: phase, `if` / `unless` bindings (empty lists and
 * objects count as false) and the minimum app version (of the node and of the
 * widget definition).
 */
import { resolveValue, type BindingScope } from '../../core/bindings';
import type { AnyWidgetDefinition, When } from '../../core/types';
import { isEmpty } from '../../utils/checks';
import { isAtLeast } from '../../utils/version';

export type Visibility = 'show' | 'hide' | 'belowVersion';

export function isTruthy(v: unknown): boolean {
  return Boolean(v) && !isEmpty(v);
}

export function evaluateWhen(when: When | undefined, def: AnyWidgetDefinition | undefined, scope: BindingScope, appVersion: string | undefined): Visibility {
  if (when?.phase !== undefined) {
    const phases = Array.isArray(when.phase) ? when.phase : [when.phase];
    if (!phases.includes(scope.phase as never)) return 'hide';
  }
  if (when?.if !== undefined && !isTruthy(resolveValue(when.if, scope))) return 'hide';
  if (when?.unless !== undefined && isTruthy(resolveValue(when.unless, scope))) return 'hide';
  for (const min of [when?.minAppVersion, def?.minAppVersion]) {
    if (min !== undefined && !isAtLeast(appVersion, min)) return 'belowVersion';
  }
  return 'show';
}

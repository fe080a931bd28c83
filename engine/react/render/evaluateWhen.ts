/**
 * Evaluates a node's `when`: phase, `if` / `unless` bindings (empty lists and
 * objects count as false) and the minimum app version (of the node and of the
 * widget definition).
 */
import type { BindingScope } from '../../core/bindings';
import { evalCondition, truthy } from '../../core/condition';
import type { AnyWidgetDefinition, When } from '../../core/types';
import { isAtLeast } from '../../utils/version';

export type Visibility = 'show' | 'hide' | 'belowVersion';

export const isTruthy = truthy;

export function evaluateWhen(when: When | undefined, def: AnyWidgetDefinition | undefined, scope: BindingScope, appVersion: string | undefined): Visibility {
  if (when?.phase !== undefined) {
    const phases = Array.isArray(when.phase) ? when.phase : [when.phase];
    if (!phases.includes(scope.phase as never)) return 'hide';
  }
  if (when?.if !== undefined && !truthy(evalCondition(when.if, scope))) return 'hide';
  if (when?.unless !== undefined && truthy(evalCondition(when.unless, scope))) return 'hide';
  for (const min of [when?.minAppVersion, def?.minAppVersion]) {
    if (min !== undefined && !isAtLeast(appVersion, min)) return 'belowVersion';
  }
  return 'show';
}

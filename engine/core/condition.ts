/**
 * The run-time side of conditions (`when.if` / `when.unless`, the `if` step): a plain binding string, or the compact
 * form the loader compiles an expression into (engine/core/expression.ts), evaluated without eval:
 *   ['v', literal] | ['!', a] | ['&&' | '||', a, b] | ['>' | '>=' | '==' | '!=' | '<' | '<=', a, b] | '{{path}}'
 */
import { isEmpty } from '../utils/checks';
import { resolveValue, type BindingScope } from './bindings';

export type Condition = string | ConditionNode;
export type ConditionNode = ['v', unknown] | ['!', Condition] | [string, Condition, Condition];

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? +v : Number.NaN);

/**
 * The value of a condition in a scope; never throws. `==` holds for equal values, or equal numbers when one side is
 * a numeric text ("3" == 3); an ordering with a side that is not a number is false.
 */
export function evalCondition(c: Condition, scope: BindingScope): unknown {
  if (!Array.isArray(c)) return resolveValue(c, scope);
  const [op, a, b] = c;
  if (op === 'v') return a;
  const x = evalCondition(a as Condition, scope);
  if (op === '!') return !truthy(x);
  if (op === '&&' || op === '||') return op === '&&' ? truthy(x) && truthy(evalCondition(b as Condition, scope)) : truthy(x) || truthy(evalCondition(b as Condition, scope));
  const y = evalCondition(b as Condition, scope);
  if (op === '==' || op === '!=') return (x === y || num(x) === num(y)) === (op === '==');
  const d = num(x) - num(y);
  return op === '>' ? d > 0 : op === '>=' ? d >= 0 : op === '<' ? d < 0 : d <= 0;
}

/** Truthiness of a condition's value: empty lists and objects count as false. */
export function truthy(v: unknown): boolean {
  return Boolean(v) && !isEmpty(v);
}

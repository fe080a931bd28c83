/**
 * The run-time side of conditions (`when.if` / `when.unless`, the `if` step): a plain binding string, or the compact
 * form the loader compiles an expression into (engine/core/expression.ts), evaluated without eval:
 *   ['v', literal] | ['!', a] | ['&&' | '||', a, b] | ['>' | '>=' | '==' | '!=' | '<' | '<=', a, b] | '{{path}}'
 */
import { isEmpty } from '../utils/checks';
import { resolveValue, type BindingScope } from './bindings';

export type Condition = string | ConditionNode;
export type ConditionNode = ['v', unknown] | ['!', Condition] | [string, Condition, Condition];

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);

/** Equal as written, or as numbers when one side is a number and the other a numeric text ("3" == 3). */
const same = (a: unknown, b: unknown) => a === b || ((typeof a === 'number' || typeof b === 'number') && num(a) === num(b));

/** The value of a condition in a scope; never throws. An ordering with a side that is not a number is false. */
export function evalCondition(c: Condition, scope: BindingScope): unknown {
  if (!Array.isArray(c)) return resolveValue(c, scope);
  const [op, a, b] = c;
  if (op === 'v') return a;
  if (op === '!') return !truthy(evalCondition(a as Condition, scope));
  const x = evalCondition(a as Condition, scope);
  if (op === '&&') return truthy(x) && truthy(evalCondition(b as Condition, scope));
  if (op === '||') return truthy(x) || truthy(evalCondition(b as Condition, scope));
  const y = evalCondition(b as Condition, scope);
  if (op === '==') return same(x, y);
  if (op === '!=') return !same(x, y);
  const [m, n] = [num(x), num(y)];
  return op === '>' ? m > n : op === '>=' ? m >= n : op === '<' ? m < n : op === '<=' ? m <= n : false;
}

/** Truthiness of a condition's value: empty lists and objects count as false. */
export function truthy(v: unknown): boolean {
  return Boolean(v) && !isEmpty(v);
}

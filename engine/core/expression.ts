/**
 * The condition grammar operators write inside `{{ }}` of `when.if`, `when.unless` and the `if` step (authoring
 * side: the loader parses and checks it, and stores the compact form engine/core/condition.ts evaluates; pages
 * never ship this parser). No eval, no calls, no assignment: the grammar is CONDITION_GRAMMAR below.
 */
import { parseBinding, type Binding } from './bindings';
import type { Condition } from './condition';

export type ParseExpressionResult =
  | { ok: true; condition: Condition; bindings: { expr: string; binding: Binding }[] }
  | { ok: false; error: string; /** 0-based offset in the text inside the braces. */ at: number };

const OPS = ['>=', '<=', '==', '!=', '>', '<'];

/** The grammar this parser reads (the operators' reference prints it). */
export const CONDITION_GRAMMAR = [
  "or      := and ('||' and)*",
  "and     := not ('&&' not)*",
  "not     := '!' not | compare",
  `compare := operand ((${OPS.map((o) => `'${o}'`).join(' | ')}) operand)?`,
  `operand := '(' or ')' | number | 'text' | "text" | true | false | null | path ('??' literal)?`,
  'path    := a binding path (engine/core/bindings.ts): data.cottage.level, state.picked[0], phase',
] as const;

/** The deepest nesting of parentheses and `!` a condition may have (deeper is refused, never a stack overflow). */
export const MAX_CONDITION_DEPTH = 32;

class Fail extends Error {
  constructor(message: string, readonly at: number) {
    super(message);
  }
}

/** Parses the inside of `{{ }}` into a condition; a plain path stays the binding string it was. Never throws. */
export function parseExpression(src: string): ParseExpressionResult {
  let i = 0;
  let depth = 0;
  const bindings: { expr: string; binding: Binding }[] = [];
  const deeper = () => {
    if (++depth > MAX_CONDITION_DEPTH) fail(`nested deeper than ${MAX_CONDITION_DEPTH} levels of parentheses and '!'`);
  };
  const ws = () => {
    while (i < src.length && /\s/.test(src[i] ?? '')) i++;
  };
  const peek = (s: string) => (ws(), src.startsWith(s, i));
  const fail = (message: string, at = i): never => {
    throw new Fail(message, at);
  };

  function literal(): { ok: true; value: unknown } | undefined {
    ws();
    const rest = src.slice(i);
    const m = /^(-?\d+(?:\.\d+)?)(?![\w.])/.exec(rest) ?? /^(true|false|null)(?![\w$])/.exec(rest) ?? /^('[^']*'|"[^"]*")/.exec(rest);
    if (!m) return undefined;
    i += m[0].length;
    const t = m[0];
    return { ok: true, value: t === 'true' ? true : t === 'false' ? false : t === 'null' ? null : /^['"]/.test(t) ? t.slice(1, -1) : Number(t) };
  }

  function operand(): Condition {
    ws();
    if (src[i] === '(') {
      deeper();
      i++;
      const inner = or();
      if (!peek(')')) fail("expected ')'");
      i++;
      depth--;
      return inner;
    }
    const lit = literal();
    if (lit) return ['v', lit.value];
    const start = i;
    const m = /^[A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*|\[\d+\])*/.exec(src.slice(i));
    if (!m) return fail(i >= src.length ? 'expected a value at the end' : `expected a value (a path such as data.cottage.level, a number, a quoted text, true, false or null); found '${src.slice(i, i + 12)}'`);
    i += m[0].length;
    let text = m[0];
    if (peek('??')) {
      i += 2;
      const fallbackAt = i;
      const lit2 = literal();
      if (!lit2) fail("fallback after '??' must be a number, a quoted string, true, false or null", fallbackAt);
      text = src.slice(start, i);
    }
    const parsed = parseBinding(text);
    if (!parsed.ok) fail(parsed.error, start);
    else bindings.push({ expr: text, binding: parsed.binding });
    return `{{${text}}}`;
  }

  function compare(): Condition {
    const left = operand();
    ws();
    const op = OPS.find((o) => src.startsWith(o, i));
    if (!op) {
      if (src[i] === '=' ) fail("write '==' to compare");
      return left;
    }
    i += op.length;
    return [op, left, operand()];
  }

  function not(): Condition {
    if (peek('!') && !src.startsWith('!=', i)) {
      deeper();
      i++;
      const inner = not();
      depth--;
      return ['!', inner];
    }
    return compare();
  }

  /** Operands of `op` (`&&` or `||`) read by `operand`, grouped from the left: a && b && c is (a && b) && c. */
  function chain(op: '&&' | '||', operand: () => Condition): Condition {
    let left = operand();
    while (peek(op)) {
      i += 2;
      left = [op, left, operand()];
    }
    return left;
  }
  // && binds tighter than ||.
  const and = (): Condition => chain('&&', not);
  const or = (): Condition => chain('||', and);

  try {
    const condition = or();
    ws();
    if (i < src.length) fail(`unexpected '${src.slice(i, i + 12)}'; expected an operator (> >= == != < <= && ||) or the end`);
    return { ok: true, condition, bindings };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: e.message, at: e.at };
    throw e;
  }
}

/** True when a `{{ }}` text is more than a path: it needs the compact form. */
export const isExpression = (c: Condition): boolean => Array.isArray(c);

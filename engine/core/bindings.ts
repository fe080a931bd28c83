/**
 * Bindings: a small, safe path syntax that lets a definition read data, the
 * phase, the user, the query, the locale, local state, the period, the clock
 * the current list item and, inside a hub, the hub's shared values. No operators, no calls, no eval: the page runs
 * under a strict Content-Security-Policy.
 *
 *   {{ data.ranking.list[0].name ?? 'nobody' }}
 */
export const BINDING_ROOTS = ['data', 'phase', 'user', 'query', 'locale', 'state', 'period', 'now', 'item', 'hub'] as const;
export type BindingRoot = (typeof BINDING_ROOTS)[number];
export type BindingScope = Partial<Record<BindingRoot, unknown>>;

/** What each root holds and the fields a binding can read from it (the operators' reference lists them). */
export const BINDING_ROOT_DOCS: Readonly<Record<BindingRoot, { holds: string; fields: readonly string[] }>> = {
  data: { holds: "The answers of the campaign's data sources: `data.<source>` is the `content` of the source's answer.", fields: ['<source>', '<source>.<field of its answer>'] },
  phase: { holds: 'The phase of the campaign now: a plain value, no fields.', fields: ['notStarted', 'preheat', 'running', 'ended'] },
  user: { holds: 'The user viewing the page (from the host app; empty outside it).', fields: ['id'] },
  query: { holds: "The page address's query parameters, as texts. Never reaches a payment, a bridge argument, an API path or a navigation target.", fields: ['<parameter>'] },
  locale: { holds: 'The language the page shows: a plain value, no fields.', fields: ['en', 'ms', 'th', 'ph', 'fil', 'vi', 'vn'] },
  state: { holds: "The page's local state, set by `setState` steps and by widgets (pickers, forms).", fields: ['<key>'] },
  period: { holds: "The campaign's period; each field is an ISO instant with an offset.", fields: ['preheat', 'start', 'end'] },
  now: { holds: "The engine's clock in epoch milliseconds: a plain value, no fields.", fields: [] },
  item: { holds: 'The current row inside a list widget (its fields are those of the row).', fields: ['<field of the row>'] },
  hub: { holds: "Inside a hub's tab: the hub's id, phase, period and the answers of its data sources (its points, its ranking); nothing when the page is shown on its own.", fields: ['id', 'phase', 'period', 'data.<source>'] },
};

export interface Binding {
  root: BindingRoot;
  segments: (string | number)[];
  /** Present when the expression ends with `?? literal`. */
  fallback?: { value: unknown };
}

export type ParseBindingResult = { ok: true; binding: Binding } | { ok: false; error: string };

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const IDENT = /^[A-Za-z_$][\w$-]*/;
const BINDING_RE = /\{\{([^{}]*)\}\}/g;
const WHOLE_RE = /^\s*\{\{([^{}]*)\}\}\s*$/;

function parseLiteral(raw: string): { ok: true; value: unknown } | { ok: false } {
  const s = raw.trim();
  if (s === 'true') return { ok: true, value: true };
  if (s === 'false') return { ok: true, value: false };
  if (s === 'null') return { ok: true, value: null };
  if (/^-?\d+(\.\d+)?$/.test(s)) return { ok: true, value: Number(s) };
  const q = s[0];
  if ((q === '"' || q === "'") && s.length >= 2 && s.endsWith(q) && !s.slice(1, -1).includes(q)) {
    return { ok: true, value: s.slice(1, -1) };
  }
  return { ok: false };
}

/** Parses the inside of `{{ }}`; never throws. */
export function parseBinding(expr: string): ParseBindingResult {
  const [pathPart = '', ...rest] = expr.split('??');
  if (rest.length > 1) return { ok: false, error: `only one '??' fallback is allowed in '${expr.trim()}'` };
  let fallback: Binding['fallback'];
  if (rest.length === 1) {
    const lit = parseLiteral(rest[0] ?? '');
    if (!lit.ok) return { ok: false, error: `fallback after '??' must be a number, a quoted string, true, false or null; found '${(rest[0] ?? '').trim()}'` };
    fallback = { value: lit.value };
  }
  let s = pathPart.trim();
  const rootMatch = IDENT.exec(s);
  const root = rootMatch?.[0];
  if (!root || !(BINDING_ROOTS as readonly string[]).includes(root)) {
    return { ok: false, error: `binding must start with one of ${BINDING_ROOTS.join(', ')}; found '${s || expr}'` };
  }
  s = s.slice(root.length);
  const segments: (string | number)[] = [];
  while (s.length > 0) {
    if (s[0] === '.') {
      const m = IDENT.exec(s.slice(1));
      if (!m) return { ok: false, error: `expected a name after '.' in '${pathPart.trim()}'` };
      segments.push(m[0]);
      s = s.slice(1 + m[0].length);
    } else if (s[0] === '[') {
      const m = /^\[(\d+)\]/.exec(s);
      if (!m) return { ok: false, error: `expected a number index like [0] in '${pathPart.trim()}'` };
      segments.push(Number(m[1]));
      s = s.slice(m[0].length);
    } else {
      return { ok: false, error: `unexpected '${s}' in '${pathPart.trim()}': only names, .name and [index] are allowed` };
    }
  }
  const bad = segments.find((seg) => typeof seg === 'string' && FORBIDDEN.has(seg));
  if (bad !== undefined) return { ok: false, error: `'${String(bad)}' is not allowed in a binding path` };
  const binding: Binding = { root: root as BindingRoot, segments };
  if (fallback) binding.fallback = fallback;
  return { ok: true, binding };
}

/** True for a string holding at least one `{{ }}` part. */
export function isBindingString(v: unknown): boolean {
  return typeof v === 'string' && /\{\{[^{}]*\}\}/.test(v);
}

/** The raw expressions inside every `{{ }}` of a string. */
export function bindingExpressions(s: string): string[] {
  return [...s.matchAll(BINDING_RE)].map((m) => m[1] ?? '');
}

function readSegment(cur: unknown, seg: string | number): unknown {
  if (cur === null || cur === undefined) return undefined;
  if (typeof seg === 'number') return Array.isArray(cur) || typeof cur === 'string' ? (cur as ArrayLike<unknown>)[seg] : undefined;
  if (seg === 'length' && (Array.isArray(cur) || typeof cur === 'string')) return cur.length;
  if (typeof cur !== 'object') return undefined;
  return Object.prototype.hasOwnProperty.call(cur, seg) ? (cur as Record<string, unknown>)[seg] : undefined;
}

/** Evaluates a parsed binding against a scope: own properties only. */
export function evaluateBinding(binding: Binding, scope: BindingScope): unknown {
  let cur: unknown = Object.prototype.hasOwnProperty.call(scope, binding.root) ? scope[binding.root] : undefined;
  for (const seg of binding.segments) cur = readSegment(cur, seg);
  if ((cur === undefined || cur === null) && binding.fallback) return binding.fallback.value;
  return cur;
}

function evaluateExpr(expr: string, scope: BindingScope): unknown {
  const parsed = parseBinding(expr);
  return parsed.ok ? evaluateBinding(parsed.binding, scope) : undefined;
}

function toText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') {
    try {
      return JSON.stringify(v);
    } catch {
      return '';
    }
  }
  return String(v);
}

/**
 * Resolves bindings deeply. A string that is exactly `{{ path }}` becomes the
 * raw value; embedded parts are interpolated. Never throws.
 */
export function resolveValue(value: unknown, scope: BindingScope): unknown {
  if (typeof value === 'string') {
    if (!isBindingString(value)) return value;
    const whole = WHOLE_RE.exec(value);
    if (whole) return evaluateExpr(whole[1] ?? '', scope);
    return value.replace(BINDING_RE, (_m, expr: string) => toText(evaluateExpr(expr, scope)));
  }
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, scope));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (FORBIDDEN.has(k)) continue;
      out[k] = resolveValue(v, scope);
    }
    return out;
  }
  return value;
}

export interface CollectedBinding {
  path: string;
  expr: string;
  root: string;
  segments: (string | number)[];
}

/** Joins a path the way errors show it: `page[2].props.limit`. */
export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return base ? `${base}.${key}` : key;
}

/** Every valid binding inside a value, with the path of the string holding it. */
export function collectBindings(value: unknown, path: string): CollectedBinding[] {
  const out: CollectedBinding[] = [];
  const walk = (v: unknown, p: string, depth: number): void => {
    if (depth > 100) return;
    if (typeof v === 'string') {
      for (const expr of bindingExpressions(v)) {
        const parsed = parseBinding(expr);
        if (parsed.ok) out.push({ path: p, expr: expr.trim(), root: parsed.binding.root, segments: parsed.binding.segments });
      }
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, joinPath(p, i), depth + 1));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) walk(item, joinPath(p, k), depth + 1);
    }
  };
  walk(value, path, 0);
  return out;
}

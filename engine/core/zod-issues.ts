/**
 * Turns zod issues into operator-facing problems: what was expected and what
 * was found, with the full path. Union failures are narrowed to the branch
 * the author most likely meant (the one whose `type` matched).
 */
import type * as z from 'zod/mini';

export type IssuePath = (string | number)[];

export interface Problem {
  path: IssuePath;
  message: string;
  expected?: string;
  found?: string;
}

type RawIssue = z.core.$ZodIssue & { input?: unknown };

/** A short description of a value for messages: string "abc", number 3, a list, an object, nothing. */
export function describeFound(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `string "${v.length > 60 ? `${v.slice(0, 57)}...` : v}"`;
  return `${typeof v} ${String(v)}`;
}

const GENERIC = 'Invalid input';

/**
 * How a definition is parsed for these problems: with the input on each issue, and every message a schema does not
 * write itself left generic. Without it, zod's English messages appear as soon as anything in the process has
 * built a schema of the full zod package (which installs them globally), and they would pass for a schema's own.
 */
export const PARSE_FOR_PROBLEMS = { reportInput: true, error: () => GENERIC } as const;

function custom(issue: RawIssue): string | undefined {
  return issue.message && issue.message !== GENERIC ? issue.message : undefined;
}

function toProblem(issue: RawIssue, base: IssuePath): Problem[] {
  const path = [...base, ...(issue.path as IssuePath)];
  const found = 'input' in issue ? describeFound(issue.input) : undefined;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = issue.expected;
      if (issue.input === undefined) return [{ path, message: `missing required field '${String(path[path.length - 1] ?? 'value')}' (expected ${expected})`, expected, found: 'nothing' }];
      return [{ path, message: custom(issue) ?? `expected ${expected}, found ${found}`, expected, found }];
    }
    case 'unrecognized_keys':
      return issue.keys.map((k) => ({ path: [...path, k], message: `unknown field '${k}'`, expected: 'one of the documented fields', found: `'${k}'` }));
    case 'invalid_value': {
      const expected = issue.values.map((v) => JSON.stringify(v)).join(' | ');
      return [{ path, message: custom(issue) ?? `expected ${expected}, found ${found ?? 'something else'}`, expected, found }];
    }
    case 'invalid_format':
      return [{ path, message: custom(issue) ?? `expected ${issue.format === 'regex' ? `text matching ${String(issue.pattern)}` : `a valid ${issue.format}`}, found ${found ?? 'something else'}`, expected: issue.format, found }];
    case 'too_small':
    case 'too_big': {
      const dir = issue.code === 'too_small' ? (issue.inclusive === false ? 'more than' : 'at least') : issue.inclusive === false ? 'less than' : 'at most';
      const unit = issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : '';
      const expected = `${dir} ${String(issue.code === 'too_small' ? issue.minimum : issue.maximum)}${unit}`;
      return [{ path, message: custom(issue) ?? `expected ${expected}, found ${found ?? 'a value out of range'}`, expected, found }];
    }
    case 'invalid_union':
      return unionProblems(issue, path);
    case 'invalid_key':
      return issue.issues.flatMap((i) => toProblem(i as RawIssue, path)).map((p) => ({ ...p, message: `key: ${p.message}` }));
    case 'invalid_element':
      return issue.issues.flatMap((i) => toProblem(i as RawIssue, [...path, issue.key as string]));
    default:
      return [{ path, message: custom(issue) ?? 'invalid value', found }];
  }
}

function touchesType(issues: readonly RawIssue[]): boolean {
  return issues.some((i) => i.path.length === 1 && i.path[0] === 'type');
}

function unionProblems(issue: RawIssue & { code: 'invalid_union' }, path: IssuePath): Problem[] {
  const found = 'input' in issue ? describeFound(issue.input) : undefined;
  if ('note' in issue && issue.note === 'No matching discriminator') {
    const options = (issue as { options?: unknown[] }).options ?? [];
    return [{ path, message: `unknown type ${found ?? ''}; expected one of ${options.join(', ')}`, expected: options.join(' | '), found }];
  }
  const branches = (issue.errors as RawIssue[][]).filter((b) => b.length > 0);
  // A choice between fixed values (`z.union([z.literal(8), z.literal(9)])`): every value is expected.
  if (branches.length > 1 && branches.every((b) => b.length === 1 && b[0]!.code === 'invalid_value' && b[0]!.path.length === 0)) {
    const expected = [...new Set(branches.flatMap((b) => (b[0] as RawIssue & { values: unknown[] }).values.map((v) => JSON.stringify(v))))].join(' | ');
    return [{ path, message: custom(issue) ?? `expected ${expected}, found ${found ?? 'something else'}`, expected, found }];
  }
  const meant = branches.filter((b) => !touchesType(b) && !b.some((i) => i.code === 'invalid_union' && i.path.length === 1 && i.path[0] === 'type'));
  const typed = branches.every((b) => touchesType(b) || b.some((i) => i.path[0] === 'type'));
  if (meant.length > 0) {
    // A branch that took the value in (a list for a list, an object for an object) and failed inside it is the one meant.
    const inside = meant.filter((b) => b.every((i) => i.path.length > 0));
    const best = [...(inside.length > 0 ? inside : meant)].sort((a, b) => a.length - b.length)[0] ?? [];
    return best.flatMap((i) => toProblem(i, path));
  }
  if (typed && branches.length > 0) {
    const options = branches.flatMap((b) => b.flatMap((i) => ((i as { options?: unknown[] }).options ?? []) as unknown[]));
    const expected = options.length > 0 ? `${options.join(', ')} or a widget step <widget-type>.<name>` : 'a known type';
    const input = issue.input as { type?: unknown } | undefined;
    return [{ path: [...path, 'type'], message: `unknown step type ${describeFound(input?.type)}; expected ${expected}`, expected, found: describeFound(input?.type) }];
  }
  return [{ path, message: custom(issue) ?? `found ${found ?? 'a value'}, which matches none of the allowed forms`, found }];
}

/** Operator-facing problems for a list of zod issues, paths prefixed with `base`. */
export function problemsFromZod(issues: readonly z.core.$ZodIssue[], base: IssuePath = []): Problem[] {
  return issues.flatMap((i) => toProblem(i as RawIssue, base));
}

/** `page[2].children[0].props.limit` */
export function formatPath(path: IssuePath): string {
  return path.reduce<string>((acc, seg) => (typeof seg === 'number' ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), '');
}

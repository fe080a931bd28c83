/**
 * A parsed YAML document as plain values, under limits: how many values it expands to, how deep it nests and
 * how many aliases it follows; keys are plain text, unique and never `__proto__`. Records where each value (and each
 * key) starts, for pointing errors into the file.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';
import { formatPath, type IssuePath } from './zod-issues';

export const MAX_DEPTH = 64;
export const MAX_ALIASES = 100;
export const MAX_NODES = 100_000;

export interface Position {
  line: number;
  col: number;
}

export interface ParseProblem extends Partial<Position> {
  path: string;
  message: string;
  expected?: string;
  found?: string;
}

const FORBIDDEN_KEYS = new Set(['__proto__']);

/** Builds the values of one document (`build` from its root); stops at the first limit passed, with `errors` saying which. */
export class Builder {
  private aliases = 0;
  private nodes = 0;
  readonly errors: ParseProblem[] = [];
  readonly offsets = new Map<string, number>();
  private stopped = false;

  constructor(
    private readonly doc: Document,
    private readonly pos: (offset: number) => Position,
  ) {}

  private fail(message: string, offset: number, path: IssuePath, extra: Partial<ParseProblem> = {}): undefined {
    this.errors.push({ path: formatPath(path), message, ...this.pos(offset), ...extra });
    return undefined;
  }

  build(node: Node | null | undefined, path: IssuePath, depth: number, offset: number): unknown {
    if (this.stopped || node === null || node === undefined) return node === null ? null : undefined;
    const start = node.range?.[0] ?? offset;
    this.offsets.set(formatPath(path), start);
    if (++this.nodes > MAX_NODES) {
      this.stopped = true;
      return this.fail(`document expands to more than ${MAX_NODES} values`, start, path, { expected: `at most ${MAX_NODES} values` });
    }
    if (depth > MAX_DEPTH) {
      this.stopped = true;
      return this.fail(`nesting deeper than ${MAX_DEPTH} levels`, start, path, { expected: `at most ${MAX_DEPTH} levels`, found: 'deeper nesting' });
    }
    if (isAlias(node)) {
      if (++this.aliases > MAX_ALIASES) {
        this.stopped = true;
        return this.fail(`more than ${MAX_ALIASES} aliases (*name); expand them by hand`, start, path, { expected: `at most ${MAX_ALIASES} aliases` });
      }
      const target = node.resolve(this.doc);
      if (!target) return this.fail(`unknown alias *${node.source}`, start, path);
      return this.build(target, path, depth + 1, start);
    }
    if (isScalar(node)) return node.value;
    if (isSeq(node)) return node.items.map((item, i) => this.build(item as Node, [...path, i], depth + 1, start));
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const keyNode = pair.key as Node | null;
        const keyStart = keyNode?.range?.[0] ?? start;
        if (!isScalar(keyNode) || (typeof keyNode.value !== 'string' && typeof keyNode.value !== 'number' && typeof keyNode.value !== 'boolean')) {
          this.fail('keys must be plain text', keyStart, path, { expected: 'a text key', found: 'a complex key' });
          continue;
        }
        const key = String(keyNode.value);
        if (FORBIDDEN_KEYS.has(key)) {
          this.fail(`the key '${key}' is not allowed`, keyStart, [...path, key], { expected: 'an ordinary key', found: `'${key}'` });
          continue;
        }
        if (Object.prototype.hasOwnProperty.call(out, key)) {
          this.fail('Map keys must be unique', keyStart, path, { found: 'DUPLICATE_KEY' });
          continue;
        }
        this.offsets.set(`${formatPath([...path, key])}#key`, keyStart);
        out[key] = this.build(pair.value as Node | null, [...path, key], depth + 1, keyStart);
      }
      return out;
    }
    return this.fail('unsupported YAML node', start, path);
  }
}

/**
 * Parses campaign files (YAML or JSON) defensively: size, byte, nesting and
 * alias limits, unique keys (checked while building the values, in one pass: the parser's own check compares every
 * key with every other), no `__proto__` keys, and a map from every value
 * path back to its line and column so validation errors point into the file.
 */
import { LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { Builder, MAX_DEPTH, type ParseProblem, type Position } from './yaml-values';
import { formatPath, type IssuePath } from './zod-issues';

export { MAX_ALIASES, MAX_DEPTH, type Position } from './yaml-values';

export const MAX_FILE_BYTES = 512 * 1024;

export interface SourceMap {
  /** Position of the value (or of its key) at `path`, else of its closest existing ancestor. */
  locate(path: IssuePath, onKey?: boolean): Position | undefined;
}

/** The parser's document of a file that parsed (whatever its values' problems), for readers of its nodes (the campaign head). */
export interface ParsedDocument {
  doc: Document;
  lines: LineCounter;
}

export type SafeParseResult = { ok: true; value: unknown; source: SourceMap; warnings: ParseProblem[]; document: ParsedDocument } | { ok: false; errors: ParseProblem[]; document?: ParsedDocument };

const BAD_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD\uFFFE\uFFFF]|(?!^)\uFEFF/;

function byteLength(text: string): number {
  return text.length * 3 <= MAX_FILE_BYTES ? text.length : new TextEncoder().encode(text).length;
}

/**
 * The offset where `[`/`{` nesting first goes deeper than `max`, outside quoted text and comments; -1 when it
 * never does. Checked before parsing: the parser itself recurses and would fail on such a file with a stack error.
 */
export function tooDeepAt(text: string, max = MAX_DEPTH): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || (c === "'" && /[\s[{,:]/.test(text[i - 1] ?? ' '))) quote = c;
    else if (c === '#' && /\s/.test(text[i - 1] ?? '\n')) {
      const end = text.indexOf('\n', i);
      if (end < 0) break;
      i = end;
    } else if (c === '[' || c === '{') {
      if (++depth > max) return i;
    } else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  return -1;
}

/** A parser error that comes from nesting or expansion beyond what the parser can hold. */
const isExhaustion = (e: { code?: string; message: string }): boolean => e.code === 'RESOURCE_EXHAUSTION' || /call stack/i.test(e.message);

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * Parses YAML (JSON is a subset) with strict limits; never throws. `expected` names what the file should hold,
 * for the message about an empty one (a strings file is not a campaign definition).
 */
export function parseYamlSafe(text: string, expected = 'a campaign definition'): SafeParseResult {
  const size = byteLength(text);
  if (size > MAX_FILE_BYTES) {
    return { ok: false, errors: [{ path: '', message: `file is ${Math.ceil(size / 1024)} KB; at most ${MAX_FILE_BYTES / 1024} KB allowed`, expected: `at most ${MAX_FILE_BYTES / 1024} KB`, found: `${Math.ceil(size / 1024)} KB`, line: 1, col: 1 }] };
  }
  const lines = new LineCounter();
  const pos = (offset: number): Position => lines.linePos(offset);
  const bad = BAD_CHAR.exec(text);
  if (bad) {
    lineCounterFill(lines, text);
    const code = bad[0].codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
    return { ok: false, errors: [{ path: '', message: `file contains binary or control bytes (U+${code}); expected UTF-8 text`, expected: 'UTF-8 text', found: `U+${code}`, ...pos(bad.index) }] };
  }
  const deepAt = tooDeepAt(text);
  if (deepAt >= 0) {
    lineCounterFill(lines, text);
    return { ok: false, errors: [{ path: '', message: `nesting deeper than ${MAX_DEPTH} levels`, expected: `at most ${MAX_DEPTH} levels`, found: 'deeper nesting', ...pos(deepAt) }] };
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, errors: [{ path: '', message: `file is empty; expected ${expected}`, expected: 'a mapping', found: 'an empty file', line: 1, col: 1 }] };
  let doc: Document;
  try {
    doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: false, strict: true, version: '1.2', schema: 'core', merge: false, keepSourceTokens: false });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, errors: [{ path: '', message: isExhaustion({ message }) ? `nesting deeper than ${MAX_DEPTH} levels` : `could not read the file: ${message}`, line: 1, col: 1 }] };
  }
  if (doc.errors.length > 0) {
    return { ok: false, errors: doc.errors.map((e) => ({ path: '', message: isExhaustion(e) ? `nesting deeper than ${MAX_DEPTH} levels, or more values than a campaign file may hold` : firstLine(e.message), found: e.code, ...(e.linePos?.[0] ?? pos(e.pos[0])) })) };
  }
  if (doc.contents === null) return { ok: false, errors: [{ path: '', message: `file holds only comments; expected ${expected}`, expected: 'a mapping', found: 'nothing', line: 1, col: 1 }] };
  const builder = new Builder(doc, pos);
  const value = builder.build(doc.contents as Node, [], 0, 0);
  if (builder.errors.length > 0) return { ok: false, errors: builder.errors, document: { doc, lines } };
  const warnings = doc.warnings.map((w) => ({ path: '', message: firstLine(w.message), ...(w.linePos?.[0] ?? pos(w.pos[0])) }));
  const source: SourceMap = {
    locate(path, onKey = false) {
      const exactKey = onKey ? builder.offsets.get(`${formatPath(path)}#key`) : undefined;
      if (exactKey !== undefined) return pos(exactKey);
      for (let n = path.length; n >= 0; n--) {
        const offset = builder.offsets.get(formatPath(path.slice(0, n)));
        if (offset !== undefined) return pos(offset);
      }
      return undefined;
    },
  };
  return { ok: true, value, source, warnings, document: { doc, lines } };
}

/** Registers every line start (the parser does this itself when it runs). */
function lineCounterFill(lines: LineCounter, text: string): void {
  lines.addNewLine(0);
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines.addNewLine(i + 1);
}

/**
 * Reads a campaign's id, routes and keepAlive straight from its file, even when the file does not validate (or
 * does not parse), so a broken campaign keeps its route in development.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { ROUTE_RE } from './definition';
import { partRoutes, readHubHead, type HubHead } from './hub-parts';
import { MAX_FILE_BYTES, tooDeepAt, type ParsedDocument, type Position } from './yaml-safe';

export interface Located<T> extends Position {
  value: T;
}

/** What the rest of the app needs to know of a campaign before it loads: its id, routes and keepAlive. */
export interface CampaignHead {
  /** The definition file. */
  file: string;
  id?: Located<string>;
  routes: Located<string>[];
  keepAlive: boolean;
  /** Its hub parts and the node ids of its page, as far as they can be read. */
  hub?: HubHead;
}

const validRoute = (r: unknown): r is string => typeof r === 'string' && ROUTE_RE.test(r);

/** Routes written as lines of the file, for a file the YAML parser cannot read at all. */
function routesFromLines(text: string): Located<string>[] {
  const out: Located<string>[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    const flow = /^(routes?:\s*\[?)([^\]#]*)/.exec(line);
    if (flow && !/^routes?:\s*$/.test(line)) {
      let col = flow[1]!.length + 1;
      for (const part of flow[2]!.split(',')) {
        const value = part.trim().replace(/^['"]|['"]$/g, '');
        if (validRoute(value)) out.push({ value, line: i + 1, col: col + part.indexOf(part.trim()) });
        col += part.length + 1;
      }
      return;
    }
    if (/^routes:\s*$/.test(line)) {
      for (let j = i + 1; j < lines.length; j++) {
        const item = /^(\s+-\s*)(['"]?)([^'"#\s]+)/.exec(lines[j]!);
        if (!item) break;
        if (validRoute(item[3])) out.push({ value: item[3]!, line: j + 1, col: item[1]!.length + item[2]!.length + 1 });
      }
    }
  });
  return out;
}

/**
 * The id, routes and keepAlive written in a definition file (YAML or JSON), as
 * far as they can be read: parse errors elsewhere in the file do not matter,
 * and invalid routes are left out. Never throws.
 */
export function readCampaignHead(file: string, text: string, parsed?: ParsedDocument): CampaignHead {
  const head: CampaignHead = { file, routes: [], keepAlive: false };
  // A file over the size limit, or nested past the depth limit, is not parsed (its own errors say why): its routes are read from its first lines.
  if (text.length > MAX_FILE_BYTES || tooDeepAt(text) >= 0) {
    head.routes = routesFromLines(text.slice(0, 64 * 1024));
    return head;
  }
  try {
    // A document parseYamlSafe already read is the same one: it parsed with no error.
    const lines = parsed?.lines ?? new LineCounter();
    const doc = parsed?.doc ?? parseDocument(text, { lineCounter: lines, uniqueKeys: false, strict: false, version: '1.2', schema: 'core', merge: false });
    const at = (node: Node): Position => lines.linePos(node.range?.[0] ?? 0);
    const root = doc.contents;
    if (isMap(root)) {
      for (const pair of root.items) {
        const key = isScalar(pair.key) ? pair.key.value : undefined;
        const value = pair.value as Node | null;
        if (!value) continue;
        if (key === 'id' && isScalar(value) && typeof value.value === 'string' && head.id === undefined) head.id = { value: value.value, ...at(value) };
        if (key === 'keepAlive' && isScalar(value)) head.keepAlive = value.value === true;
        // `route: /x` is the v1 form of `routes: [/x]`.
        if ((key === 'routes' || key === 'route') && head.routes.length === 0) {
          const items = isSeq(value) ? value.items : [value];
          for (const item of items) if (isScalar(item) && validRoute(item.value)) head.routes.push({ value: item.value, ...at(item as Node) });
        }
      }
      const hub = readHubHead(root, at);
      if (hub.parts.length > 0 || hub.sections.length > 0) head.hub = hub;
      // A hub's parts have routes of their own under the hub's first route.
      const base = head.routes[0]?.value;
      for (const part of hub.parts) if (base && part.id !== undefined) head.routes.push({ value: partRoutes([base], [part])[0]!, ...part.at });
    }
  } catch {
    // Fall back to reading the lines below.
  }
  if (head.routes.length === 0) head.routes = routesFromLines(text);
  return head;
}

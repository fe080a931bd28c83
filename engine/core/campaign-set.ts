/**
 * Checks that need every campaign at once: no two campaigns share an id or a
 * route, and no campaign route hides a platform page. Also reads a campaign's
 * id and routes straight from its file, even when the file does not validate
 * (or does not parse), so a broken campaign keeps its route in development.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { ROUTE_RE } from './definition';
import { checkHubParts, partRoutes, readHubHead, type HubHead } from './hub-parts';
import type { DefinitionIssue } from './types';
import { MAX_FILE_BYTES, tooDeepAt, type Position } from './yaml-safe';

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

/** Routes of the platform (its route table, which the app passes), written as campaign routes are. */
export interface PlatformRoutes {
  /** Routes that show a built platform page (e.g. the top-up pages): a campaign must not take them. */
  pages: readonly string[];
  /** Routes that redirect elsewhere: a campaign taking one replaces the redirect. */
  redirects?: readonly string[];
  /** Every route of the platform (built, "coming soon", redirects): where a navigate step may go besides the campaigns. */
  all?: readonly string[];
}

/** Every route a navigate step may go to: the campaigns' routes and the platform's. */
export function knownRoutes(heads: readonly CampaignHead[], platform?: PlatformRoutes): string[] {
  return [...new Set([...heads.flatMap((h) => h.routes.map((r) => r.value)), ...(platform?.all ?? []), ...(platform?.pages ?? []), ...(platform?.redirects ?? [])])];
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
export function readCampaignHead(file: string, text: string): CampaignHead {
  const head: CampaignHead = { file, routes: [], keepAlive: false };
  // A file over the size limit, or nested past the depth limit, is not parsed (its own errors say why): its routes are read from its first lines.
  if (text.length > MAX_FILE_BYTES || tooDeepAt(text) >= 0) {
    head.routes = routesFromLines(text.slice(0, 64 * 1024));
    return head;
  }
  try {
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false, strict: false, version: '1.2', schema: 'core', merge: false });
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

/** The route as the router matches it: lowercase, no trailing slash, parameter names ignored. */
export function routeKey(route: string): string {
  return route.toLowerCase().replace(/\/+$/, '').replace(/:[a-z]\w*/g, ':');
}

/**
 * Errors of a set of campaigns taken together: an id or a route used by two
 * campaigns (reported on each, naming the other file), a route listed twice,
 * a route of a platform page (error) or of a redirect (warning), and a hub's part naming no campaign, no node of
 * its page, or leading back to the hub (hub-parts.ts).
 */
export function checkCampaignSet(heads: readonly CampaignHead[], platform?: PlatformRoutes): DefinitionIssue[] {
  const issues: DefinitionIssue[] = checkHubParts(heads.map((h) => ({ file: h.file, ...(h.id ? { id: h.id.value } : {}), ...(h.hub ? { hub: h.hub } : {}) })));
  const error = (file: string, at: Position, path: string, message: string, extra: Partial<DefinitionIssue> = {}) => issues.push({ severity: 'error', file, path, message, ...extra, line: at.line, col: at.col });
  const byId = new Map<string, CampaignHead[]>();
  for (const h of heads) if (h.id) byId.set(h.id.value, [...(byId.get(h.id.value) ?? []), h]);
  for (const [id, users] of byId) {
    if (users.length < 2) continue;
    for (const h of users) {
      const others = users.filter((o) => o !== h).map((o) => o.file);
      error(h.file, h.id!, 'id', `campaign id '${id}' is also the id of ${others.join(' and ')}; each campaign needs its own id`, { expected: 'an id no other campaign uses', found: `'${id}'` });
    }
  }
  const byRoute = new Map<string, { head: CampaignHead; index: number }[]>();
  for (const h of heads) {
    const seen = new Set<string>();
    h.routes.forEach((r, index) => {
      const key = routeKey(r.value);
      if (seen.has(key)) {
        error(h.file, r, `routes[${index}]`, `route ${r.value} is listed twice`, { expected: 'each route once', found: r.value });
        return;
      }
      seen.add(key);
      byRoute.set(key, [...(byRoute.get(key) ?? []), { head: h, index }]);
    });
  }
  for (const users of byRoute.values()) {
    if (users.length < 2) continue;
    for (const { head, index } of users) {
      const r = head.routes[index]!;
      const others = users.filter((o) => o.head !== head).map((o) => (o.head.routes[o.index]!.value === r.value ? o.head.file : `${o.head.file} (${o.head.routes[o.index]!.value})`));
      error(head.file, r, `routes[${index}]`, `route ${r.value} is also a route of ${others.join(' and ')}; only one page can show at a route`, { expected: 'a route no other campaign uses', found: r.value });
    }
  }
  if (platform) {
    const pages = new Map(platform.pages.map((p) => [routeKey(p), p]));
    const redirects = new Map((platform.redirects ?? []).map((p) => [routeKey(p), p]));
    for (const h of heads) {
      h.routes.forEach((r, index) => {
        const key = routeKey(r.value);
        const page = pages.get(key);
        const redirect = redirects.get(key);
        if (page !== undefined) error(h.file, r, `routes[${index}]`, `route ${r.value} is the route of the platform page ${page} (the platform's route table), which the campaign would hide; choose another route`, { expected: 'a route that is not a platform page', found: r.value });
        else if (redirect !== undefined) issues.push({ severity: 'warning', file: h.file, path: `routes[${index}]`, message: `route ${r.value} is a platform redirect (the platform's route table), which the campaign replaces`, line: r.line, col: r.col });
      });
    }
  }
  return issues;
}

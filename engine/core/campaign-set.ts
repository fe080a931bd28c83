/**
 * Checks that need every campaign at once: no two campaigns share an id or a
 * route, and no campaign route hides a platform page. (A campaign's head, read
 * from its file even when it does not validate: campaign-head.ts.)
 */
import type { CampaignHead } from './campaign-head';
import { checkHubParts } from './hub-parts';
import type { DefinitionIssue } from './types';
import type { Position } from './yaml-safe';

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

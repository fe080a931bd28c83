/**
 * How taint spreads from the page URL through the places a campaign moves a value (state keys, actions run from a
 * URL-chosen branch, an action's item), and the trail it took to reach a place.
 */
import type { IssuePath } from './zod-issues';

/** A place taint can reach: `state:<key>`, `action:<name>` (run under a URL-chosen condition), `item:<action>`. */
export type Place = string;
/** Where a place's taint came from: the URL itself (`expr`) or another place, and where the campaign moved it. */
export interface Cause {
  from: Place | undefined;
  expr: string;
  at: IssuePath;
}

/** A move of taint into a place, and where the campaign made it. */
export interface Edge {
  to: Place;
  at: IssuePath;
}

/** Breadth-first from the URL: the first (shortest) way each place is reached. */
export function spread(seeds: { to: Place; expr: string; at: IssuePath }[], edges: Map<Place, Edge[]>): Map<Place, Cause> {
  const causes = new Map<Place, Cause>();
  const queue: Place[] = [];
  for (const s of seeds) {
    if (causes.has(s.to)) continue;
    causes.set(s.to, { from: undefined, expr: s.expr, at: s.at });
    queue.push(s.to);
  }
  for (let i = 0; i < queue.length; i++) {
    const place = queue[i]!;
    for (const e of edges.get(place) ?? []) {
      if (causes.has(e.to)) continue;
      causes.set(e.to, { from: place, expr: '', at: e.at });
      queue.push(e.to);
    }
  }
  return causes;
}

const placeText = (place: Place): string => {
  const [kind, name] = [place.slice(0, place.indexOf(':')), place.slice(place.indexOf(':') + 1)];
  if (kind === 'state') return `state.${name}`;
  if (kind === 'action') return `action '${name}' (run from a URL-chosen branch)`;
  if (kind === 'item') return `the item of action '${name}'`;
  return 'a condition';
};

/** The hops from the URL to a place, oldest first (bounded: a chain of thousands is shortened). */
export function trailTo(place: Place, causes: Map<Place, Cause>): { text: string; at: IssuePath }[] {
  const hops: { text: string; at: IssuePath }[] = [];
  let cur: Place | undefined = place;
  while (cur !== undefined && hops.length < 10_000) {
    const cause = causes.get(cur);
    if (!cause) break;
    hops.unshift({ text: cause.from === undefined ? `${cause.expr} -> ${placeText(cur)}` : placeText(cur), at: cause.at });
    cur = cause.from;
  }
  return hops.length > 8 ? [...hops.slice(0, 3), { text: `... ${hops.length - 6} more ...`, at: [] }, ...hops.slice(-3)] : hops;
}

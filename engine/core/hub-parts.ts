/**
 * Hubs: a campaign whose `parts` show other campaigns (or one named node of their page) by reference. Read from
 * a definition file without validating it (so the set of campaigns can be checked together), then checked: each
 * part names a campaign of the folder and, with `section`, a node id of its page; no hub refers to itself,
 * directly or through its parts.
 */
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import type { DefinitionIssue } from './types';
import type { Position } from './yaml-safe';

/** A part as written in a hub's file, with where its fields are. */
export interface PartRef {
  index: number;
  id?: string;
  campaign: string;
  section?: string;
  /** Where `campaign` is written. */
  at: Position;
  /** Where `section` is written. */
  sectionAt?: Position;
}

/** What the set check needs of a campaign's hub fields: its parts, and the ids of the nodes of its page. */
export interface HubHead {
  parts: PartRef[];
  sections: string[];
}

const text = (node: unknown): string | undefined => (isScalar(node) && typeof node.value === 'string' ? node.value : undefined);

function fieldOf(map: unknown, key: string): Node | undefined {
  if (!isMap(map)) return undefined;
  const pair = map.items.find((p) => text(p.key) === key);
  return (pair?.value ?? undefined) as Node | undefined;
}

/** The ids of the nodes of a page tree (children included), as written. */
function nodeIds(seq: unknown, out: string[], depth = 0): string[] {
  if (!isSeq(seq) || depth > 64) return out;
  for (const item of seq.items) {
    const id = text(fieldOf(item, 'id'));
    if (id !== undefined) out.push(id);
    nodeIds(fieldOf(item, 'children'), out, depth + 1);
  }
  return out;
}

/** The hub fields of a parsed definition's root map (`at` gives a node's position). */
export function readHubHead(root: unknown, at: (node: Node) => Position): HubHead {
  const parts: PartRef[] = [];
  const written = fieldOf(root, 'parts');
  if (isSeq(written)) {
    written.items.forEach((item, index) => {
      const campaignNode = fieldOf(item, 'campaign');
      const campaign = text(campaignNode);
      if (campaign === undefined || !campaignNode) return;
      const part: PartRef = { index, campaign, at: at(campaignNode) };
      const id = text(fieldOf(item, 'id'));
      if (id !== undefined) part.id = id;
      const sectionNode = fieldOf(item, 'section');
      const section = text(sectionNode);
      if (section !== undefined && sectionNode) Object.assign(part, { section, sectionAt: at(sectionNode) });
      parts.push(part);
    });
  }
  return { parts, sections: nodeIds(fieldOf(root, 'page'), []) };
}

/** The routes of a hub's parts: the hub's first route followed by each part's id (`/act/carnival-2023/golden-egg`). */
export function partRoutes(routes: readonly string[], parts: readonly { id?: string }[]): string[] {
  const base = routes[0];
  return base === undefined ? [] : parts.flatMap((p) => (p.id === undefined ? [] : [`${base.replace(/\/+$/, '')}/${p.id}`]));
}

/** A campaign as the hub check sees it: its file, id and hub fields. */
export interface HubMember {
  file: string;
  id?: string;
  hub?: HubHead;
}

/** The campaigns a campaign reaches through its parts, in order, or the path back to `start` when one comes back to it. */
function cycleFrom(start: string, byId: ReadonlyMap<string, HubMember>): string[] | undefined {
  const seen = new Set<string>();
  const walk = (id: string, path: string[]): string[] | undefined => {
    for (const part of byId.get(id)?.hub?.parts ?? []) {
      if (part.campaign === start) return [...path, start];
      if (seen.has(part.campaign)) continue;
      seen.add(part.campaign);
      const found = walk(part.campaign, [...path, part.campaign]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

/**
 * Errors of the hubs of a set of campaigns: a part naming no campaign of the set, a section that is no node id of
 * the campaign's page, a part id used twice, and a hub that refers to itself directly or through a part.
 */
export function checkHubParts(members: readonly HubMember[]): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const byId = new Map(members.flatMap((m) => (m.id ? [[m.id, m] as const] : [])));
  for (const m of members) {
    const parts = m.hub?.parts ?? [];
    const error = (at: Position, path: string, message: string, expected: string, found: string) => issues.push({ severity: 'error', file: m.file, path, message, expected, found, line: at.line, col: at.col });
    const ids = new Set<string>();
    for (const part of parts) {
      const path = `parts[${part.index}]`;
      if (part.id !== undefined && ids.has(part.id)) error(part.at, `${path}.id`, `part id '${part.id}' is used by two parts of ${m.file}; each part needs its own id`, 'a part id used once', `'${part.id}'`);
      if (part.id !== undefined) ids.add(part.id);
      const target = byId.get(part.campaign);
      if (!target) {
        const known = [...byId.keys()].sort().join(', ');
        error(part.at, `${path}.campaign`, `part ${part.id ?? part.index} of ${m.file} refers to campaign '${part.campaign}', which is not a campaign of the campaigns folder`, `one of: ${known}`, `'${part.campaign}'`);
        continue;
      }
      if (part.campaign === m.id) {
        error(part.at, `${path}.campaign`, `part ${part.id ?? part.index} of ${m.file} refers to the hub itself (${part.campaign}); a hub cannot show itself`, 'another campaign', `'${part.campaign}'`);
        continue;
      }
      if (part.section !== undefined && !target.hub?.sections.includes(part.section)) {
        const known = target.hub?.sections.join(', ') || 'none';
        error(part.sectionAt ?? part.at, `${path}.section`, `part ${part.id ?? part.index} of ${m.file} shows section '${part.section}' of ${target.file}, whose page has no node with that id (node ids: ${known})`, `one of: ${known}`, `'${part.section}'`);
      }
    }
    const cycle = m.id && parts.some((p) => p.campaign !== m.id) ? cycleFrom(m.id, byId) : undefined;
    if (cycle && cycle.length > 2) {
      const first = parts.find((p) => p.campaign === cycle[1]) ?? parts[0]!;
      error(first.at, `parts[${first.index}].campaign`, `hub ${m.file} refers to itself through its parts (${cycle.join(' -> ')}); a hub cannot show itself`, 'parts that do not lead back to this hub', cycle.join(' -> '));
    }
  }
  return issues;
}

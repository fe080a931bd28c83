/**
 * The shape of a loaded campaign, as the runtime consumes it once validated (`definition.ts` holds the zod
 * schemas of what an operator may write; these stay assignable from their `z.output`). The action and widget
 * types (action-types.ts, widget-types.ts) and the loaded campaign (loaded-campaign.ts) are re-exported here: one
 * place to import the vocabulary from.
 */
import type { Condition } from './condition';
import type { ActionStep } from './action-types';

export type * from './action-types';
export type * from './widget-types';
export type * from './loaded-campaign';

/** Event phase derived from the engine clock and the campaign period. */
export type Phase = 'preheat' | 'notStarted' | 'running' | 'ended';

export const LOCALES = ['en', 'ms', 'th', 'ph', 'fil', 'vi', 'vn'] as const;
export type Locale = (typeof LOCALES)[number];

/** ISO-8601 instants with an offset, e.g. 2024-12-25T10:00:00+08:00. */
export interface Period {
  /** Optional preheat start: between preheat and start the phase is 'preheat'. */
  preheat?: string;
  start: string;
  end: string;
  /** A data source answering the event's window (startTime, endTime): once answered, it decides the phase. */
  from?: string;
}

export interface Theme {
  colors?: Record<string, string>;
  /** Background image file (relative to the campaign folder) or allowlisted URL. */
  backgroundImage?: string;
  backgroundColor?: string;
}

/** A read declared by a campaign; fetched through react-query and the engine http client. */
export interface DataSource {
  path: string;
  method?: 'GET' | 'POST';
  /** Query (GET) or body (POST) parameters; string values may hold bindings. */
  params?: Record<string, unknown>;
  /** Re-fetch period in ms (e.g. 300000 for rankings refreshed every 5 minutes). */
  refetchIntervalMs?: number;
  /** Only fetch in these phases (default: all). */
  phases?: Phase[];
}

/**
 * Condition on a node. All given parts must hold.
 * `if` / `unless` hold a binding expression such as `{{data.ranking.list}}`.
 */
export interface When {
  phase?: Phase | Phase[];
  /** A binding or a condition (`{{ data.x.opened > 3 }}`); the loaded definition holds its compiled form. */
  if?: Condition;
  unless?: Condition;
  /** Render only inside the app at or above this version (e.g. "3.14.0"). */
  minAppVersion?: string;
}

/** One node of the page tree. Layout widgets (stack, section, tabs, tab, modal, sheet) take children. */
export interface PageNode {
  type: string;
  /** Stable id: required for modals/sheets (opened by id), optional otherwise. */
  id?: string;
  /** Props format version (default: the widget's current version); older props are migrated on load. */
  version?: number;
  props?: Record<string, unknown>;
  children?: PageNode[];
  when?: When;
}

/**
 * One part of a hub: another campaign (or one named node of its page, `section`) shown in a tab of the hub, by
 * reference: the part keeps its own definition, strings and data, and loads only when its tab opens.
 */
export interface HubPart {
  /** The part's id in the hub: its tab, and its route under the hub's (`/act/<hub>/<id>`). */
  id: string;
  /** The id of the campaign shown. */
  campaign: string;
  /** The id of one node of that campaign's page to show instead of the whole page. */
  section?: string;
  /** String key (of the hub's strings) of the tab's label. */
  title: string;
  /** The phases the part follows in the hub: the hub's period (default), `own` (the campaign's), or a period of its own. */
  period?: Period | 'own';
}

export interface CampaignDefinition {
  $schema?: string;
  schemaVersion: number;
  id: string;
  /** Routes under /vue/, written without the /vue prefix, e.g. "/act/christmas". */
  routes: string[];
  /** String key of the page title. */
  title: string;
  period: Period;
  theme?: Theme;
  data?: Record<string, DataSource>;
  actions?: Record<string, ActionStep[]>;
  page: PageNode[];
  /** The language packs the campaign ships in (default: all); missing strings in one of them are errors. */
  languages?: Locale[];
  /** Keep the page state between visits when the user comes back to it. */
  keepAlive?: boolean;
  /** Action run on the right tap of the top bar (the shell broadcasts it when the window is not minimizable). */
  rightAction?: string;
  /** A hub's parts: other campaigns shown in its tabs (the `hub-tabs` widget), by reference. */
  parts?: HubPart[];
}

/**
 * The shared vocabulary of the engine: the shape of a loaded campaign, of a
 * widget definition, of actions and of bindings. Pure types, no runtime code.
 *
 * The zod schemas in `definition.ts` are the source of truth for what an
 * operator may write; these interfaces describe the *validated* result the
 * runtime consumes and must stay assignable from `z.output` of those schemas.
 */
import type { Condition } from './condition';
import type { ComponentType, ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { ApiRequest } from '../http/createHttpClient';

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

/** Action steps: a named action is a list of steps run in order. */
export type ActionStep =
  | { type: 'api'; path: string; method?: 'GET' | 'POST'; params?: Record<string, unknown>; body?: unknown; money?: boolean; onSuccess?: ActionStep[]; onFailure?: ActionStep[] | Record<string, ActionStep[]>; saveAs?: string }
  | { type: 'bridge'; action: string; args?: Record<string, unknown>; onSuccess?: ActionStep[]; onFailure?: ActionStep[] }
  | { type: 'navigate'; to: string }
  | { type: 'toast'; text: string; values?: Record<string, unknown> }
  | { type: 'openModal'; id: string }
  | { type: 'closeModal'; id?: string }
  | { type: 'confirm'; text: string; values?: Record<string, unknown>; onConfirm?: ActionStep[]; onCancel?: ActionStep[] }
  | { type: 'refetch'; data?: string[] }
  | { type: 'setState'; key: string; value: unknown }
  | { type: 'run'; action: string }
  /** Runs `then` when the condition holds, else `else` (a binding, or its compiled form: engine/core/condition.ts). */
  | { type: 'if'; test: Condition; then?: ActionStep[]; else?: ActionStep[] }
  /** A step type offered by a widget module, e.g. `slot-machine.resync`. */
  | { type: `${string}.${string}`; [k: string]: unknown };

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
  /** Keep the page state between visits (P§2 "kept alive"). */
  keepAlive?: boolean;
  /** Action run on the right tap of the top bar (P§2: broadcast when the window is not minimizable). */
  rightAction?: string;
}

/** Strings of one campaign: locale -> flat key -> text (placeholders as {name}). */
export type CampaignStrings = Partial<Record<Locale, Record<string, string>>>;

/** A campaign as the runtime receives it: validated definition plus its strings. */
export interface LoadedCampaign {
  definition: CampaignDefinition;
  /** Its strings, by language: a compiled campaign holds en and the languages loaded for the page (`languages`). */
  strings: CampaignStrings;
  /** Shared strings that its widgets show (`{ widgets: { <type>: ... } }`, from their strings folders), by language pack. */
  common?: Partial<Record<Locale, Record<string, unknown>>>;
  /**
   * The other languages, loaded on demand (platform/shell/campaignEntry.ts `campaignInLanguage`): each module's
   * default export is `{ strings, common }` of that language.
   */
  languages?: Partial<Record<Locale, () => Promise<unknown>>>;
  /** Files of the campaign folder referenced by the definition (images), name -> URL. */
  assets?: Record<string, string>;
  /**
   * The widgets this campaign uses (page tree types and widgets offering its
   * action steps), imported by its compiled module; registered when the
   * campaign is first used (preload or render). Layout widgets are always registered.
   */
  widgets?: readonly AnyWidgetDefinition[];
  /**
   * The widgets of its page off its first screen (below it, in a tab not chosen first, in a modal), whose
   * definitions come together when the first of them is shown or the first screen is in
   * (engine/react/render/widgetComponent.ts `loadDeferredDefinition`): the page's first load does not carry them.
   */
  lazyWidgets?: {
    /** The types it defers. */
    readonly types: readonly string[];
    /** The height their skeletons keep, by type (a type without one keeps the default). */
    readonly heights: Readonly<Record<string, number>>;
    /** Their definitions, in one module. */
    load: () => Promise<readonly AnyWidgetDefinition[]>;
  };
  /** The widget types of its first screen, laid out when it was built (engine/core/page-types.ts `firstScreenWidgetTypes`). */
  firstScreen?: readonly string[];
  /**
   * The components of the widget types of its page (type -> component), imported by its compiled module with
   * the campaign; a widget of the page without one loads its own code when first shown.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  components?: Readonly<Record<string, ComponentType<WidgetComponentProps<any>>>>;
}

/** Where a validation problem is. `line`/`col` are 1-based, present when known. */
export interface DefinitionIssue {
  severity: 'error' | 'warning';
  file: string;
  /** e.g. `page[2].children[0].children[1].props.limit` */
  path: string;
  message: string;
  expected?: string;
  found?: string;
  line?: number;
  col?: number;
}

export type LoadResult =
  | { ok: true; campaign: LoadedCampaign; warnings: DefinitionIssue[] }
  | { ok: false; errors: DefinitionIssue[]; warnings: DefinitionIssue[] };

/* ------------------------------------------------------------------ */
/* Widgets                                                             */
/* ------------------------------------------------------------------ */

/** A rendered child node handed to a layout widget. */
export interface RenderedChild {
  key: string;
  type: string;
  id?: string;
  /** The child's resolved props (a tabs widget reads its tab labels here). */
  props: Record<string, unknown>;
  element: ReactNode;
}

/** What every widget component receives. */
export interface WidgetComponentProps<P = Record<string, unknown>> {
  /** Props after migration, binding resolution and schema defaults. */
  props: P;
  /** Rendered children (layout widgets only). */
  children: RenderedChild[];
  node: { type: string; id?: string; path: string };
}

export interface WidgetMigration {
  /** Props written for `from` are upgraded to `from + 1`. */
  from: number;
  migrate(props: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Context handed to a widget-offered action step (e.g. `slot-machine.resync`).
 * Implemented by the React runtime.
 */
export interface ActionContext {
  run(steps: ActionStep[]): Promise<void>;
  api<T = unknown>(req: { path: string; method?: 'GET' | 'POST'; params?: Record<string, unknown>; body?: unknown }): Promise<T>;
  toast(textKey: string, values?: Record<string, unknown>): void;
}

export type ActionHandler = (step: Record<string, unknown>, ctx: ActionContext) => Promise<void>;

/**
 * One definition object per widget. The engine's own layout widgets use the
 * very same contract.
 */
export interface WidgetDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  /** kebab-case id used in YAML: `type: ranking-list`. */
  type: string;
  /** Version of the props format; older props are upgraded by `migrations`. */
  version: number;
  /** One sentence for operators; flows into the JSON Schema. */
  description: string;
  /** zod (zod/mini) schema of the props: the source of truth. */
  props: S;
  /** Lazily loaded component: each widget is its own chunk. */
  component: () => Promise<{ default: ComponentType<WidgetComponentProps<z.output<S>>> }>;
  /**
   * `import.meta.url` of the module defining the widget. The build reads the definition's files from it
   * (`strings`; the component's file is the module `component: () => import('./X')` imports, relative to it)
   * instead of guessing them from file names: a compiled campaign imports its page's components with its page,
   * so they share the campaign's chunk.
   */
  module?: string;
  /**
   * For a small widget on the first screen of most pages (a title, a paragraph): its code (the definition's
   * folder) rides in the engine chunk every page loads, where it costs a page less than requests of its own.
   */
  everyPage?: boolean;
  /** The widget's strings (`common:widgets.<type>.<key>`): a folder relative to `module`, see `WidgetStrings`. */
  strings?: string;
  /** Sections of other widgets' strings it shows too (`common:widgets.<section>.`): they come with it. */
  showsStrings?: readonly string[];
  /** Accepts child nodes (layout widgets and containers). */
  acceptsChildren?: boolean;
  /** Ordered props migrations, `from` 1 .. version-1. */
  migrations?: WidgetMigration[];
  /** Below this app version the widget shows `fallback`, or nothing. */
  minAppVersion?: string;
  /** String key shown instead of the widget below `minAppVersion`. */
  fallback?: string;
  /** Custom action step types this widget module offers, keyed `<type>.<name>`. */
  actions?: Record<string, ActionHandler>;
  /** Reserved height (px) of the skeleton shown while code or data loads (avoids layout shift). */
  skeletonHeight?: number;
  /**
   * Data needs: the reads the widget makes through `useApiQuery` as soon as it shows, from its props. The
   * engine starts them before the page renders (with the campaign's data sources), and the widget's queries
   * (same requests, same keys) pick the answers up.
   */
  requests?: (props: z.output<S>) => readonly ApiRequest[];
  /**
   * What the widget needs from the page's Content-Security-Policy beyond the strict default
   * (engine/vite/csp.ts): `scriptEval` is why its code must compile code at run time. Only the pages that
   * show such a widget get `'unsafe-eval'` in their policy.
   */
  contentPolicy?: { scriptEval?: string };
}

export type AnyWidgetDefinition = WidgetDefinition<z.ZodMiniType>;

/**
 * A folder of widget strings, shown as `common:widgets.<section>.<key>`: one `<pack>.yaml` per language pack
 * (en, ms, th, fil, vi: vn reads vi, ph reads fil), each the flat `key: text` mapping campaign strings use (a
 * dotted key is a nested one: `count.gemstone`). A widget's own folder is its definition's `strings`; this
 * declares a folder of strings shared by the widgets (their building blocks), which every page has.
 */
export interface WidgetStrings {
  section: string;
  /** `import.meta.url` of the declaring module; `folder` is relative to it. */
  module: string;
  folder: string;
}

/** The explicit list of registered widgets, keyed by type. */
export type WidgetRegistry = ReadonlyMap<string, AnyWidgetDefinition>;

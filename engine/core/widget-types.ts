/**
 * The widget contract: what a widget definition declares and what its component receives. Pure types, no
 * runtime code.
 */
import type { ComponentType, ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { ApiRequest } from '../http/createHttpClient';
import type { ActionHandler } from './action-types';
import type { DataRead } from './data-shape';

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
  /** Sells when opened (a recharge or pay modal): an action opening it closes with the event, as a purchase does. */
  sells?: boolean;
  /** Ordered props migrations, `from` 1 .. version-1. */
  migrations?: WidgetMigration[];
  /** Below this app version the widget shows `fallback`, or nothing. */
  minAppVersion?: string;
  /** String key shown instead of the widget below `minAppVersion`. */
  fallback?: string;
  /**
   * The data it reads, next to its props: which prop names it (a binding, a data source or an API path) and the
   * fields of its rows or answer. The reference lists them; `campaign validate` checks fixture answers against them.
   */
  reads?: readonly DataRead[];
  /** Custom action step types this widget module offers, keyed `<type>.<name>`. */
  actions?: Record<string, ActionHandler>;
  /**
   * Reserved height (px) of the skeleton shown while code or data loads, the height of what replaces it (no layout
   * shift). A function when the props decide it (rows × row height, columns, a picture's aspect): it gets the node's
   * props as written (a bound prop is still its binding) and, for a container, the laid-out height of its children
   * and how many they are, and the page's strings where the page renders (a text's height follows its length).
   */
  skeletonHeight?: SkeletonHeight;
  /**
   * What the widget shows while data it reads loads: by default the skeleton. `'values'`: the widget itself, each
   * prop value that reads data still loading given as `LOADING_VALUE` (a text paints its words at once and its
   * values fill in where they stand). A node whose condition reads that data, or whose props do not fit the schema
   * with the placeholder, still shows the skeleton.
   */
  whileLoading?: 'values';
  /**
   * Data needs: the reads the widget makes through `useApiQuery` as soon as it shows, from its props. The
   * engine starts them before the page renders (with the campaign's data sources), and the widget's queries
   * (same requests, same keys) pick the answers up.
   */
  requests?: (props: z.output<S>) => readonly ApiRequest[];
  /**
   * What the widget needs from the page's Content-Security-Policy beyond the strict default
   * (engine/vite/csp.ts): `scriptEval` is why its code must compile code at run time, `wasm` why it must compile
   * WebAssembly. Only the pages that show such a widget get `'unsafe-eval'` (or `'wasm-unsafe-eval'`, which lets
   * WebAssembly compile and nothing else) in their policy.
   */
  contentPolicy?: { scriptEval?: string; wasm?: string };
}

/** A widget's reserved height: fixed, or from its props as written, its children's laid-out height and their count. */
export type SkeletonHeight = number | ((props: Readonly<Record<string, unknown>>, content: number, children: number, strings?: (key: string) => string) => number);

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

/** A campaign as the runtime receives it (validated definition, strings, widgets, parts), and the result of loading one. */
import type { ComponentType } from 'react';
import type { CampaignDefinition, Locale } from './types';
import type { AnyWidgetDefinition, WidgetComponentProps } from './widget-types';

/** Strings of one campaign: locale -> flat key -> text (placeholders as {name}). */
export type CampaignStrings = Partial<Record<Locale, Record<string, string>>>;

/** A campaign as the runtime receives it: validated definition plus its strings. */
export interface LoadedCampaign {
  definition: CampaignDefinition;
  /**
   * The nodes of its page whose props the build checked against their widget's schema (paths of indexes through
   * `page` and `children`, e.g. `0.2`): their props are the widget's props as written (engine/vite/checked-props.ts).
   */
  checked?: readonly string[];
  /** Its strings, by language: a compiled campaign holds en and the languages loaded for the page (`languages`). */
  strings: CampaignStrings;
  /** Shared strings that its widgets show (`{ widgets: { <type>: ... } }`, from their strings folders), by language pack. */
  common?: Partial<Record<Locale, Record<string, unknown>>>;
  /**
   * The other languages, loaded on demand (engine/react/campaignModule.ts `campaignInLanguage`): each module's
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
   * definitions come together in a module the page's first load does not carry, loaded and registered before the
   * page opened directly renders or hydrates (engine/react/render/widgetComponent.ts `preloadCampaign`); a page
   * reached inside the app renders without them and loads them when the first of them is shown (`loadDeferredDefinition`).
   */
  lazyWidgets?: {
    /** The types it defers. */
    readonly types: readonly string[];
    /** The height their skeletons keep, by type (a type without one keeps the default). */
    readonly heights: Readonly<Record<string, number>>;
    /** Their definitions, in one module. */
    load: () => Promise<readonly AnyWidgetDefinition[]>;
  };
  /** A hub's parts (by part id): each loads the compiled module of the campaign it shows, as a chunk of its own. */
  parts?: Readonly<Record<string, () => Promise<unknown>>>;
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

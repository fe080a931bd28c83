/**
 * Renders one page node through the real engine renderer and the real widget
 * registry, inside a small campaign that carries the story's strings, data
 * sources, actions and page state.
 */
import type { ReactElement } from 'react';
import { CampaignPage, type ActionStep, type CampaignStrings, type DataSource, type LoadedCampaign, type PageNode } from '@engine';
import { registry } from '@widgets';

export interface StoryCampaign {
  /** Extra nodes rendered after the main one (e.g. a button that opens a modal). */
  siblings?: PageNode[];
  strings?: CampaignStrings;
  data?: Record<string, DataSource>;
  actions?: Record<string, ActionStep[]>;
  assets?: Record<string, string>;
  theme?: LoadedCampaign['definition']['theme'];
}

const PERIOD = { start: '2020-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' };

/** The campaign a story renders: one page node (plus siblings) with the story's strings and data. */
export function storyCampaign(node: PageNode, extra: StoryCampaign = {}): LoadedCampaign {
  if (!registry.has(node.type)) throw new Error(`story renders unknown widget type '${node.type}'`);
  const campaign: LoadedCampaign = {
    definition: {
      schemaVersion: 1,
      id: `story-${node.type}`,
      routes: ['/storybook'],
      title: 'title',
      period: PERIOD,
      data: extra.data ?? {},
      actions: extra.actions ?? {},
      page: [node, ...(extra.siblings ?? [])],
      ...(extra.theme ? { theme: extra.theme } : {}),
    },
    strings: { en: { title: 'Storybook' }, ...extra.strings },
  };
  if (extra.assets) campaign.assets = extra.assets;
  return campaign;
}

/** A story's render output: the node rendered by the engine, as a campaign page would. */
export function renderNode(node: PageNode, extra?: StoryCampaign): ReactElement {
  return <CampaignPage campaign={storyCampaign(node, extra)} />;
}

/** Strings given in every language under the same key (for the per-language stories). */
export function everyLanguage(table: Record<string, Partial<Record<'en' | 'ms' | 'th' | 'ph' | 'fil' | 'vi', string>>>): CampaignStrings {
  const out: CampaignStrings = {};
  for (const [key, byLang] of Object.entries(table)) {
    for (const [lang, text] of Object.entries(byLang)) {
      const l = lang as keyof CampaignStrings;
      out[l] = { ...out[l], [key]: text };
    }
  }
  return out;
}

/** The languages of the locale toolbar. */
export const STORY_LOCALES = ['en', 'ms', 'th', 'ph', 'fil', 'vi'] as const;

import { matchPath, matchRoutes } from 'react-router-dom';
import type { LoadedCampaign, Locale, WidgetRegistry } from '@engine/core/types';
import type { CampaignEntry } from './campaignEntry';
import { preloadCampaignEntry } from './campaignRoutes';
import type { AppRoutesOptions } from './createAppRouter';
import { BASENAME } from './shellConstants';
import { preloadChunk } from './useChunk';

/**
 * Loads the page part (and a campaign's widgets) of a path before the first
 * render, so a prerendered page hydrates with the same markup; returns the
 * campaign when the path is one. Never throws: a failure is left to the
 * page's own error state.
 */
export async function preloadRoute(
  pathname: string,
  opts: {
    campaigns: readonly CampaignEntry[];
    production: boolean;
    registry: WidgetRegistry;
    basename?: string;
    pages?: AppRoutesOptions['pages'];
    /** Gets a campaign as soon as its module is in (see preloadCampaignEntry). */
    onCampaign?: (campaign: LoadedCampaign) => void;
    /** The page language, whose strings a campaign loads before the first render (en by default). */
    locale?: Locale;
  },
): Promise<LoadedCampaign | undefined> {
  const base = opts.basename ?? BASENAME;
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  const matches = (pattern: string) => matchPath({ path: pattern, end: true }, path) !== null;
  try {
    const entry = opts.campaigns.find((c) => c.routes.some(matches));
    if (entry) return await preloadCampaignEntry(entry, opts.registry, opts.onCampaign, opts.locale);
    const pages = opts.pages ?? {};
    const page = matchRoutes(Object.keys(pages).map((p) => ({ path: p })), path)?.[0]?.route.path;
    const load = page === undefined ? undefined : pages[page];
    if (load) await preloadChunk(load);
  } catch {
    // The page shows its own error state with a retry.
  }
  return undefined;
}

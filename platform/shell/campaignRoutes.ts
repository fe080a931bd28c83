import type { LoadedCampaign, Locale, WidgetRegistry } from '@engine/core/types';
import { preloadCampaign, registerCampaignWidgets } from '@engine/react/render/widgetComponent';
import { campaignLoader } from './CampaignRoute';
import { readCampaignModule, type CampaignEntry } from './campaignEntry';
import { BASENAME } from './shellConstants';
import { preloadChunk } from './useChunk';

/** A path under the app's base: `/vue/act/x/` -> `/act/x`. */
export function appPath(pathname: string, basename = BASENAME): string {
  const path = pathname === basename || pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True for a route written as a plain path (no `:param` or `*`): it can be matched without the router. */
export const isStaticRoute = (route: string): boolean => !route.includes(':') && !route.includes('*');

/**
 * The campaign whose static route is this page's path (matched as the router
 * does: case-insensitive, trailing slash ignored), or undefined. Such a page
 * runs without the router until the user navigates elsewhere in the app.
 */
export function campaignForPath(campaigns: readonly CampaignEntry[], pathname: string, basename = BASENAME): CampaignEntry | undefined {
  const path = appPath(pathname, basename).toLowerCase();
  return campaigns.find((c) => c.routes.some((r) => isStaticRoute(r) && appPath(r, '').toLowerCase() === path));
}

/**
 * Loads a campaign, the strings of the page language, every widget definition
 * it names (those it defers too) and the code of its first screen's widgets
 * before the first render, so a prerendered page hydrates with the same
 * markup, and returns the campaign. `onLoaded` gets the campaign as soon
 * as its module is in and its widgets are registered, before their components
 * and its language load (to start its requests).
 * Never throws: a failure (undefined) is left to the page's own error state.
 */
export async function preloadCampaignEntry(entry: CampaignEntry, registry: WidgetRegistry, onLoaded?: (campaign: LoadedCampaign) => void, locale: Locale = 'en'): Promise<LoadedCampaign | undefined> {
  try {
    // The language's strings are asked for as soon as the module is in, before anything else runs.
    const inLanguage = preloadChunk(campaignLoader(entry, locale));
    const loaded = readCampaignModule(await preloadChunk(campaignLoader(entry)));
    if (!loaded.ok) return undefined;
    registerCampaignWidgets(registry, loaded.campaign);
    onLoaded?.(loaded.campaign);
    const [shown] = await Promise.all([inLanguage, preloadCampaign(loaded.campaign, registry)]);
    const read = readCampaignModule(shown);
    return read.ok ? read.campaign : loaded.campaign;
  } catch {
    // The page shows its own error state with a retry.
    return undefined;
  }
}

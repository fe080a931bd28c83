/**
 * The campaign a prerendered page shows, as the build wrote it on the page's root element (its id and the URL of
 * its module, engine/vite/prerenderHtml.ts): a campaign opened directly starts without the list of every
 * campaign, which loads with the router when the user first navigates elsewhere in the app, or on a page the
 * build did not prerender. Only the page's own markup sets these attributes; nothing of the address does.
 */
import type { CampaignEntry } from '@platform/shell/campaignEntry';
import { appPath } from '@platform/shell/campaignRoutes';

const ID = /^[a-z0-9][a-z0-9-]{0,99}$/;
/** A script of the build's own assets folder, on this origin. */
const CHUNK = /^\/(?:[\w-]+\/)*assets\/[\w.-]+\.js$/;

export function ownCampaignEntry(root: Element | null, pathname: string): CampaignEntry | undefined {
  const id = root?.getAttribute('data-campaign') ?? '';
  const chunk = root?.getAttribute('data-campaign-chunk') ?? '';
  if (!ID.test(id) || !CHUNK.test(chunk)) return undefined;
  return { id, routes: [appPath(pathname)], load: () => import(/* @vite-ignore */ chunk) };
}

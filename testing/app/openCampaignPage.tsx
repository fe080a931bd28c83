/**
 * A campaign page as its folder is written (campaign.yaml and its strings), rendered against the in-process
 * sandbox as one user, in one language, at one instant: page tests read and write the state the running app does.
 */
import { act } from '@testing-library/react';
import { CampaignPage, type Locale } from '@engine';
import { loadCampaignFolder } from '@engine/core/node/load-folder';
import { renderWithEngine } from '../engine';
import { sandboxClient, type SandboxClient } from '../sandbox/sandboxClient';
import { allWidgets, registry } from '@widgets';

export interface OpenCampaignPageOptions {
  userId: string;
  /** The instant the page and the sandbox start at (ISO-8601 with offset). */
  at: string;
  locale?: Locale;
  /** The page's query parameters (what the page's link carries). */
  query?: Record<string, string>;
  /** Runs before the page renders, e.g. calls of other users on the same sandbox. */
  setUp?: (client: SandboxClient) => Promise<void>;
}

/** The page and its sandbox, not yet shown: `view()` renders it (after any calls the test makes first). */
export async function prepareCampaignPage(id: string, { userId, at, locale = 'en', query = {} }: Omit<OpenCampaignPageOptions, 'setUp'>) {
  const loaded = await loadCampaignFolder(`campaigns/${id}`, registry);
  if (!loaded.ok) throw new Error(`the ${id} campaign does not load`);
  let now = Date.parse(at);
  const client = sandboxClient({ userId, lang: locale, now: () => now });
  /** The same sandbox, as another user. */
  const as = (otherId: string) => sandboxClient({ userId: otherId, sandbox: client.sandbox }).http;
  const view = () => {
    const shown = renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, now: at, locale, env: { user: { id: userId }, query } });
    /** Moves the page's clock and the sandbox's to `iso`. */
    const moveTo = (iso: string) => {
      now = Date.parse(iso);
      act(() => shown.services.clock.advance(now - shown.services.clock.now()));
    };
    return { ...shown, moveTo };
  };
  return { client, sandbox: client.sandbox, as, view };
}

export async function openCampaignPage(id: string, options: OpenCampaignPageOptions) {
  const page = await prepareCampaignPage(id, options);
  await options.setUp?.(page.client);
  return { ...page.view(), client: page.client, as: page.as };
}

/** Loads the code of the widgets a page test shows, so each test waits for the page only. */
export const preloadWidgets = (types: readonly string[]) => Promise.all(allWidgets.filter((w) => types.includes(w.type)).map((w) => w.component()));

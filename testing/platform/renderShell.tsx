/**
 * Test helper: the whole shell (router, layout, pages) in memory, under
 * /vue, with the engine's test services and a recording host.
 */
import { RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { renderWithEngine, type RenderWithEngineOptions } from '../engine';
import type { ShellHost } from '@engine/react/pageShell/ShellContext';
import { ShellHostContext } from '@platform/shell/ShellLayout';
import type { CampaignEntry } from '@platform/shell/campaignEntry';
import { createAppMemoryRouter, type PlatformRouteOptions } from '@platform/shell/createAppRouter';

export interface RenderShellOptions extends RenderWithEngineOptions, PlatformRouteOptions {
  campaigns?: readonly CampaignEntry[];
  production?: boolean;
  host?: Partial<ShellHost>;
  /** The path the document was loaded for, and how a page is loaded as a document of its own. */
  documentPath?: string;
  openDocument?: (href: string) => void;
}

/** Routes that show the "coming soon" page unless a test gives its own list. */
export const TEST_COMING_SOON: readonly string[] = ['/banner', '/composition'];

export function renderShell(url: string, opts: RenderShellOptions = {}) {
  const { campaigns = [], production = false, pages, comingSoon = TEST_COMING_SOON, redirects, host: hostOverrides, documentPath, openDocument, ...engineOpts } = opts;
  const host = {
    platform: 'android' as const,
    appVersion: '3.19.0',
    closePage: vi.fn(),
    resizeWindow: vi.fn(async () => undefined),
    statusBarHeight: vi.fn(async () => 24 as number | undefined),
    ...hostOverrides,
  };
  const router = createAppMemoryRouter({ campaigns, production, initialEntries: [url], ...(pages ? { pages } : {}), comingSoon, ...(redirects ? { redirects } : {}), documentPath: documentPath ?? url.split(/[?#]/)[0]!, ...(openDocument ? { openDocument } : {}) });
  const result = renderWithEngine(
    <ShellHostContext.Provider value={host}>
      <RouterProvider router={router} />
    </ShellHostContext.Provider>,
    engineOpts,
  );
  return { ...result, router, host };
}

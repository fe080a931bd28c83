import { useEffect, useRef, type ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { CampaignRoute } from './CampaignRoute';
import { LazyPage } from './LazyPage';
import { ShellLayout } from './ShellLayout';
import type { CampaignEntry } from './campaignEntry';
import ComingSoonPage from './pages/ComingSoonPage';
import NotFoundPage from './pages/NotFoundPage';
import Redirect from './pages/Redirect';
import RouteErrorPage from './pages/RouteErrorPage';
import { IN_PAGE_FROM } from '@engine';
import { BASENAME, DOCUMENT_PATH } from './shellConstants';
import { LoadingState } from './StateViews';

/** A platform page's part, loaded on demand. */
export type PageLoad = () => Promise<{ default: ComponentType }>;

/** The platform's routes, given by the application (the engine knows none). */
export interface PlatformRouteOptions {
  /** Built platform pages by route (path -> lazy page). */
  pages?: Readonly<Record<string, PageLoad>>;
  /** Routes not built yet: each shows the localized "coming soon" page naming it. */
  comingSoon?: readonly string[];
  /** Redirects (from -> to; the query and hash are kept). */
  redirects?: Readonly<Record<string, string>>;
}

export interface AppRoutesOptions extends PlatformRouteOptions {
  campaigns: readonly CampaignEntry[];
  production: boolean;
  /** The path the document was loaded for (default: the browser's at start-up). */
  documentPath?: string;
  /** Loads a page as a document of its own (default: the browser's `location.assign`). */
  openDocument?: (href: string) => void;
}

/**
 * A campaign whose page needs a document of its own (`ownDocument`): shown when this document was loaded for it,
 * else the browser loads it (its HTML brings its policy) and the loading state shows meanwhile.
 */
function OwnDocumentRoute({ entry, production, documentPath, openDocument }: { entry: CampaignEntry; production: boolean; documentPath: string | undefined; openDocument: (href: string) => void }) {
  const location = useLocation();
  const path = `${BASENAME}${location.pathname}`;
  const own = documentPath === undefined || path === documentPath;
  // Reached from another page of the app: the page it opens is marked so (its left tap goes back).
  const query = new URLSearchParams(location.search);
  if (!query.has('from')) query.set('from', IN_PAGE_FROM);
  const href = `${path}?${query.toString()}${location.hash}`;
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per address: the browser is leaving for it.
    if (own || asked.current === href) return;
    asked.current = href;
    openDocument(href);
  }, [own, href, openDocument]);
  return own ? <CampaignRoute entry={entry} production={production} /> : <LoadingState />;
}

const assignLocation = (href: string) => window.location.assign(href);

/**
 * Every route under the shell layout: redirects, campaign routes (a campaign
 * route wins over a platform route of the same path, "coming soon" or built,
 * and over a redirect), platform pages, "coming soon" pages and the 404 page.
 * A page is kept alive between visits when its campaign says `keepAlive: true`; a campaign needing a document of
 * its own (`ownDocument`) is loaded by the browser when reached from another page.
 */
export function buildRoutes({ campaigns, production, pages = {}, comingSoon = [], redirects = {}, documentPath = DOCUMENT_PATH, openDocument = assignLocation }: AppRoutesOptions): RouteObject[] {
  const taken = new Set<string>();
  const campaignRoutes: RouteObject[] = campaigns.flatMap((entry) =>
    entry.routes.map((path) => {
      taken.add(path);
      return {
        path,
        element: entry.ownDocument ? <OwnDocumentRoute entry={entry} production={production} documentPath={documentPath} openDocument={openDocument} /> : <CampaignRoute entry={entry} production={production} />,
        handle: { keepAlive: entry.keepAlive === true, campaign: entry.id },
      };
    }),
  );
  const redirectRoutes: RouteObject[] = Object.entries(redirects)
    .filter(([from]) => !taken.has(from))
    .map(([from, to]) => ({ path: from, element: <Redirect to={to} /> }));
  const pageRoutes: RouteObject[] = Object.entries(pages)
    .filter(([path]) => !taken.has(path))
    .map(([path, load]) => ({ path, element: <LazyPage load={load} /> }));
  const comingSoonRoutes: RouteObject[] = comingSoon.filter((path) => !taken.has(path) && !(path in pages)).map((path) => ({ path, element: <ComingSoonPage route={path} /> }));
  return [
    {
      element: <ShellLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { errorElement: <RouteErrorPage />, children: [...redirectRoutes, ...campaignRoutes, ...pageRoutes, ...comingSoonRoutes, { path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

/** The browser router of the app, served under /vue (history mode: real paths, no hash). */
export function createAppRouter(opts: AppRoutesOptions & { basename?: string }) {
  return createBrowserRouter(buildRoutes(opts), { basename: opts.basename ?? BASENAME });
}

/** The same routes in memory (tests, prerender). */
export function createAppMemoryRouter(opts: AppRoutesOptions & { initialEntries: string[]; basename?: string }) {
  return createMemoryRouter(buildRoutes(opts), { basename: opts.basename ?? BASENAME, initialEntries: opts.initialEntries });
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The page area of the app driven by its router (the child of RootShell). */
export function AppRouterView({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}

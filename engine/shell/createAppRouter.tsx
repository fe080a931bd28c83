import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { CampaignRoute } from './CampaignRoute';
import { LazyPage } from './LazyPage';
import { ShellLayout } from './ShellLayout';
import type { CampaignEntry } from './campaignEntry';
import ComingSoonPage from './pages/ComingSoonPage';
import NotFoundPage from './pages/NotFoundPage';
import Redirect from './pages/Redirect';
import RouteErrorPage from './pages/RouteErrorPage';
import { KEPT_ALIVE, PLATFORM_ROUTES, REDIRECTS, type PlatformRoute } from '../../app/routeTable';
import { BASENAME } from './shellConstants';

export interface AppRoutesOptions {
  campaigns: readonly CampaignEntry[];
  production: boolean;
  /** Platform pages built later (path -> lazy page); they replace the "coming soon" page of their route. */
  pages?: Readonly<Record<string, PlatformRoute['load']>>;
}

/**
 * Every route of P§2 under the shell layout: redirects, campaign routes (a
 * campaign route wins over a platform page of the same path), platform pages
 * and the 404 page.
 */
export function buildRoutes({ campaigns, production, pages = {} }: AppRoutesOptions): RouteObject[] {
  const taken = new Set<string>();
  const campaignRoutes: RouteObject[] = campaigns.flatMap((entry) =>
    entry.routes.map((path) => {
      taken.add(path);
      return {
        path,
        element: <CampaignRoute entry={entry} production={production} />,
        handle: { keepAlive: entry.keepAlive === true || KEPT_ALIVE.includes(path), campaign: entry.id },
      };
    }),
  );
  const redirectRoutes: RouteObject[] = Object.entries(REDIRECTS)
    .filter(([from]) => !taken.has(from))
    .map(([from, to]) => ({ path: from, element: <Redirect to={to} /> }));
  const platformRoutes: RouteObject[] = PLATFORM_ROUTES.filter((r) => !taken.has(r.path)).map((r) => {
    const load = pages[r.path] ?? r.load;
    return {
      path: r.path,
      element: load ? <LazyPage load={load} /> : <ComingSoonPage route={r.path} />,
      handle: { keepAlive: r.keepAlive === true },
    };
  });
  return [
    {
      element: <ShellLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { errorElement: <RouteErrorPage />, children: [...redirectRoutes, ...campaignRoutes, ...platformRoutes, { path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

/** The browser router of the app, served under /vue (P§1 history mode). */
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

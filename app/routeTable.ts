import type { ComponentType } from 'react';
import type { PlatformRoutes } from '@engine/core/campaign-set';

/** A platform page: loaded on demand; without `load` the route shows the "coming soon" page. */
export interface PlatformRoute {
  path: string;
  keepAlive?: boolean;
  load?: () => Promise<{ default: ComponentType }>;
}

/** Redirects of P§2 (the query and hash are kept). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/confession': '/confession/index',
  '/diamond-pass': '/diamond-pass/index',
  '/achievement': '/achievement/special',
  '/naire': '/naire/index',
  '/slot-machine': '/slot-machine/index',
  '/activity-event': '/activity-event/index',
  '/limited-offer': '/limited-offer/index',
};

/** Pages kept alive between visits (P§2). Campaigns add theirs with `keepAlive: true`. */
export const KEPT_ALIVE: readonly string[] = ['/slot-machine/index', '/ranking/hof'];

/** Third-party top-up pages (P§2, P§7). */
export const PAYMENT_ROUTES: readonly PlatformRoute[] = [
  { path: '/payments/product/:userCode', load: () => import('./pages/payments/ProductPage') },
  { path: '/payments/checkout-result', load: () => import('./pages/payments/CheckoutResultPage') },
  { path: '/payments/checkout/:userCode', load: () => import('./pages/payments/CheckoutPage') },
  { path: '/payments/:userCode', load: () => import('./pages/payments/PaymentsPage') },
  // The page names without a user code are not a user code: the 404 page, not the top-up page of a user "product".
  { path: '/payments/product', load: () => import('@engine/shell/pages/NotFoundPage') },
  { path: '/payments/checkout', load: () => import('@engine/shell/pages/NotFoundPage') },
];

/** Every other route of P§2; pages built in later issues show "coming soon" until then. */
const PAGE_PATHS: readonly string[] = [
  '/act/summer-specials/preheat',
  '/act/summer-specials',
  '/act/family-honor',
  '/act/christmas',
  '/act/valentine',
  '/act/valentine-ranking',
  '/act/singer-v4',
  '/act/indepday/malaysia',
  '/gift-bag/diamond-rain',
  '/gift-bag/achievement',
  '/gift-bag/new-benefits',
  '/feedback/bug',
  '/confession/index',
  '/diamond-pass/index',
  '/achievement/special',
  '/banner',
  '/naire/index',
  '/spark/stars-hunters',
  '/spark/stars-mercury',
  '/spark/stars-mercury-preheat',
  '/spark/planet-project',
  '/podcast/list',
  '/slot-machine/index',
  '/slot-machine/rapid-mall',
  '/slot-machine/rapid-ranking',
  '/slot-machine/cockfight',
  '/ranking/weekly-gift',
  '/ranking/weekly-room',
  '/ranking/hof',
  '/ranking/hof-preview',
  '/activity-event/index',
  '/activity-event/apply',
  '/activity-event/apply-record',
  '/composition',
  '/limited-offer/index',
  '/limited-offer/v2/index',
];

export const PLATFORM_ROUTES: readonly PlatformRoute[] = [
  ...PAYMENT_ROUTES,
  ...PAGE_PATHS.map((path) => ({ path, keepAlive: KEPT_ALIVE.includes(path) })),
];

/**
 * What campaign validation (the CLI and the build) checks campaign routes against.
 * A campaign route wins over a platform route of the same path (createAppRouter):
 * - a "coming soon" route is there to be taken (a campaign is how such a page gets built): no message;
 * - a route with a built page (the top-up pages) would be hidden by the campaign: an error;
 * - a redirect of P§2 would be replaced by the campaign: a warning (it may be meant).
 */
export function platformRoutesOfCampaignChecks(): PlatformRoutes {
  return { pages: PLATFORM_ROUTES.filter((r) => r.load).map((r) => r.path), redirects: Object.keys(REDIRECTS), all: [...PLATFORM_ROUTES.map((r) => r.path), ...Object.keys(REDIRECTS)] };
}

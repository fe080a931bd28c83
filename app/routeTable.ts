/**
 * The platform's routes served by this app: redirects, the pages built
 * so far and the routes still to be built. The engine's router takes them as
 * options (platform/shell/createAppRouter.tsx) and knows none of them itself.
 * A campaign route wins over a platform route of the same path.
 */
import type { PlatformRoutes } from '@engine/core/campaign-set';
import type { PageLoad, PlatformRouteOptions } from '@platform/shell/createAppRouter';

/** Redirects (the query and hash are kept). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/confession': '/confession/index',
  '/diamond-pass': '/diamond-pass/index',
  '/achievement': '/achievement/special',
  '/naire': '/naire/index',
  '/slot-machine': '/slot-machine/index',
  '/activity-event': '/activity-event/index',
  '/limited-offer': '/limited-offer/index',
};

/** Third-party top-up pages. */
export const PAYMENT_PAGES: Readonly<Record<string, PageLoad>> = {
  '/payments/product/:userCode': () => import('./pages/payments/ProductPage'),
  '/payments/checkout-result': () => import('./pages/payments/CheckoutResultPage'),
  '/payments/checkout/:userCode': () => import('./pages/payments/CheckoutPage'),
  '/payments/:userCode': () => import('./pages/payments/PaymentsPage'),
  // The page names without a user code are not a user code: the 404 page, not the top-up page of a user "product".
  '/payments/product': () => import('@platform/shell/pages/NotFoundPage'),
  '/payments/checkout': () => import('@platform/shell/pages/NotFoundPage'),
};

/**
 * Platform pages built in the app, by route (lazy: each is its own chunk).
 * Add one as `'/podcast/list': () => import('./pages/podcast/PodcastListPage')`
 * and take its route out of COMING_SOON.
 */
export const PLATFORM_PAGES: Readonly<Record<string, PageLoad>> = { ...PAYMENT_PAGES };

/**
 * Every other platform route, not built yet: each shows the localized "coming
 * soon" page naming it until a campaign of the same route takes it over
 * (a campaign is how such a page gets built; it says `keepAlive: true` when
 * the platform keeps the page alive, as /slot-machine/index and /ranking/hof are).
 */
export const COMING_SOON: readonly string[] = [
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

/** The platform routes as the router takes them. */
export const platformRoutes: PlatformRouteOptions = { pages: PLATFORM_PAGES, comingSoon: COMING_SOON, redirects: REDIRECTS };

/**
 * What campaign validation (the CLI and the build) checks campaign routes against.
 * A campaign route wins over a platform route of the same path (createAppRouter):
 * - a "coming soon" route is there to be taken (a campaign is how such a page gets built): no message;
 * - a route with a built page (the top-up pages) would be hidden by the campaign: an error;
 * - a platform redirect would be replaced by the campaign: a warning (it may be meant).
 */
export function platformRoutesOfCampaignChecks(): PlatformRoutes {
  const pages = Object.keys(PLATFORM_PAGES);
  return { pages, redirects: Object.keys(REDIRECTS), all: [...pages, ...COMING_SOON, ...Object.keys(REDIRECTS)] };
}

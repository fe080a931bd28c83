/**
 * The app's router, loaded on demand: at start-up on a page that is not a
 * campaign opened directly, or when such a campaign page first navigates
 * elsewhere in the app.
 */
import type { CampaignEntry } from '@platform/shell/campaignEntry';
import { AppRouterView, createAppRouter } from '@platform/shell/createAppRouter';
import { preloadRoute } from '@platform/shell/preloadRoute';
import type { LoadedCampaign, Locale, WidgetRegistry } from '@engine';
import { platformRoutes } from './routeTable';

export interface RouterAppOptions {
  campaigns: readonly CampaignEntry[];
  production: boolean;
}

export type RouterApp = ReturnType<typeof routerApp>;

export function routerApp({ campaigns, production }: RouterAppOptions) {
  const router = createAppRouter({ campaigns, production, ...platformRoutes });
  return {
    router,
    view: <AppRouterView router={router} />,
    preload: (pathname: string, registry: WidgetRegistry, onCampaign?: (campaign: LoadedCampaign) => void, locale?: Locale) =>
      preloadRoute(pathname, { campaigns, production, registry, ...(platformRoutes.pages ? { pages: platformRoutes.pages } : {}), ...(onCampaign ? { onCampaign } : {}), ...(locale ? { locale } : {}) }),
  };
}

/**
 * Server entry of the build-time prerender (engine/build/prerenderPlugin):
 * renders the first screen of a campaign route to HTML with the same tree
 * the browser hydrates (app/main.tsx): the root shell without the loading
 * overlay, a memory router at the route, the page language en and the clock
 * fixed at build time. Data is never fetched: data-dependent widgets render
 * their skeleton, exactly as on the first client render.
 */
import { renderToString } from 'react-dom/server';
import { campaigns } from 'virtual:campaigns';
import { registry } from '@widgets';
import type { EngineServices } from '@engine';
import { createClock } from '@engine/core/clock';
import { createQueryClient } from '@engine/http';
import { createI18n, DEFAULT_LOCALE } from '@engine/i18n';
import { translate } from '@engine/react/translate';
import { readCampaignModule } from '@engine/shell/campaignEntry';
import { campaignLoader } from '@engine/shell/CampaignRoute';
import { createAppMemoryRouter } from '@engine/shell/createAppRouter';
import { preloadRoute } from '@engine/shell/preloadRoute';
import { shellHostFromBridge } from '@engine/shell/shellHostFromBridge';
import { BASENAME } from '@engine/shell/shellConstants';
import { createFakeBridge } from '@engine/testing/fakeBridge';
import { AppRoot } from './AppRoot';
import { platformPages } from './platformPages';

export interface PrerenderedPage {
  /** Route under /vue/, e.g. /act/starlight. */
  route: string;
  html: string;
  title: string;
  lang: string;
  /** Id of the campaign shown (its chunk is preloaded). */
  campaign?: string;
}

const neverAnswers = { request: () => new Promise<never>(() => undefined) };

/** The campaign routes to prerender (patterns with parameters are skipped). */
export function prerenderRoutes(): string[] {
  return campaigns.flatMap((c) => c.routes.filter((r) => !r.includes(':') && !r.includes('*')));
}

function prerenderServices(production: boolean, now: number): EngineServices {
  const bridge = createFakeBridge({ platform: 'browser' });
  return {
    registry,
    http: neverAnswers,
    bridge,
    clock: createClock({ now: () => now }),
    queryClient: createQueryClient(),
    i18n: createI18n(DEFAULT_LOCALE),
    env: { production, platform: 'browser', query: {}, user: {} },
  };
}

/** Renders one campaign route at the instant `now`. */
export async function prerenderRoute(route: string, opts: { production: boolean; now: number }): Promise<PrerenderedPage> {
  const services = prerenderServices(opts.production, opts.now);
  const path = `${BASENAME}${route}`;
  await preloadRoute(path, { campaigns, production: opts.production, registry: services.registry, pages: platformPages });
  const router = createAppMemoryRouter({ campaigns, production: opts.production, pages: platformPages, initialEntries: [path] });
  const html = renderToString(
    <AppRoot services={services} router={router} host={shellHostFromBridge(services.bridge)} production={opts.production} overlay={false} />,
  );
  const entry = campaigns.find((c) => c.routes.includes(route));
  const loaded = entry ? readCampaignModule(await campaignLoader(entry)()) : undefined;
  const title = loaded?.ok ? translate(services.i18n, loaded.campaign.definition.id, loaded.campaign.definition.title) : '';
  services.clock.stop();
  return { route, html, title, lang: DEFAULT_LOCALE, ...(entry ? { campaign: entry.id } : {}) };
}

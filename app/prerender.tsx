/**
 * Server entry of the build-time prerender (engine/vite/prerenderPlugin):
 * renders the first screen of a campaign route to HTML with the same tree
 * the browser hydrates (app/main.tsx): the root shell without the loading
 * overlay around the campaign page (no router, as a campaign opened directly
 * runs in the browser), the page language en and the clock
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
import { pageContentPolicy } from '@engine/core/page-types';
import { preloadWholePage } from '@engine/react/render/widgetComponent';
import { translate } from '@engine/react/translate';
import { readCampaignModule } from '@platform/shell/campaignEntry';
import { campaignLoader } from '@platform/shell/CampaignRoute';
import { CampaignShell } from '@platform/shell/CampaignShell';
import { campaignForPath, isStaticRoute, preloadCampaignEntry } from '@platform/shell/campaignRoutes';
import { createBridge } from '@engine/bridge';
import { shellHostFromBridge } from '@platform/shell/shellHostFromBridge';
import { BASENAME } from '@platform/shell/shellConstants';
import { numbersWritten } from '@engine/utils/numberFormats';
import { AppRoot } from './AppRoot';

export interface PrerenderedPage {
  /** Route under /vue/, e.g. /act/starlight. */
  route: string;
  html: string;
  title: string;
  lang: string;
  /** Id of the campaign shown (its chunk is preloaded). */
  campaign?: string;
  /** Why the page's policy must allow eval (a widget of the page compiles code at run time), if it must. */
  scriptEval?: string;
  /** Whether its first screen writes numbers or dates (engine/utils/numberFormats.ts): the page builds their formats early. */
  writesNumbers: boolean;
  /** Why the page's policy must let WebAssembly compile (a widget of the page loads the push client), if it must. */
  wasm?: string;
}

const neverAnswers = { request: () => new Promise<never>(() => undefined) };

/** The campaign routes to prerender (patterns with parameters are skipped). */
export function prerenderRoutes(): string[] {
  return campaigns.flatMap((c) => c.routes.filter(isStaticRoute));
}

function prerenderServices(production: boolean, now: number): EngineServices {
  // A browser's bridge: the page is rendered at build time, where no tap reaches it and no app answers.
  const bridge = createBridge({ platform: 'browser' });
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
  const entry = campaignForPath(campaigns, `${BASENAME}${route}`);
  if (!entry) throw new Error(`no campaign has the route ${route}`);
  // The whole page is rendered: below its first screen too (the browser hydrates that part when its code is in).
  const preloaded = await preloadCampaignEntry(entry, services.registry);
  if (preloaded) await preloadWholePage(preloaded, services.registry);
  const written = numbersWritten();
  const html = renderToString(
    <AppRoot services={services} host={shellHostFromBridge(services.bridge)} production={opts.production} overlay={false}>
      <CampaignShell entry={entry} production={opts.production} pathname={route} search="" navigate={() => undefined} />
    </AppRoot>,
  );
  const loaded = readCampaignModule(await campaignLoader(entry)());
  const title = loaded.ok ? translate(services.i18n, loaded.campaign.definition.id, loaded.campaign.definition.title) : '';
  services.clock.stop();
  const policy = loaded.ok ? pageContentPolicy(loaded.campaign.definition.page, services.registry) : {};
  return {
    route,
    html,
    title,
    lang: DEFAULT_LOCALE,
    campaign: entry.id,
    writesNumbers: numbersWritten() > written,
    ...policy,
  };
}

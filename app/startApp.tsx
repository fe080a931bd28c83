/**
 * The app's page part (loaded by app/main.tsx): mounts the root shell with
 * the services. A campaign opened directly (the usual case in the app's
 * webview) runs without the router, which is loaded when the user first
 * navigates elsewhere in the app; every other page starts with the router of
 * all platform routes. A prerendered page is hydrated; otherwise the root is
 * rendered fresh.
 */
import { StrictMode, type ReactNode } from 'react';
import type { LoadedCampaign, Locale } from '@engine';
import { htmlLangOf, packOf } from '@engine/i18n';
import { asUserGesture } from '@engine/security/gesture';
import { prefetchCampaignData } from '@engine/react/prefetchCampaign';
import { codeMayLoad, deferUntilInteractive, pageInteractive } from '@engine/react/pageInteractive';
import { toLocale } from '@engine/react/hooks/useLocale';
import { CampaignShell } from '@platform/shell/CampaignShell';
import { campaignLoader } from '@platform/shell/CampaignRoute';
import { campaignForPath, preloadCampaignEntry } from '@platform/shell/campaignRoutes';
import type { CampaignEntry } from '@platform/shell/campaignEntry';
import { preloadChunk } from '@platform/shell/useChunk';
import { inAppTarget } from '@engine/react/pageShell/shellQuery';
import { bridgeLogForPanel, shellHostFromBridge } from '@platform/shell/shellHostFromBridge';
import { preloadDialogs } from '@kit/Dialog';
import { AppRoot } from './AppRoot';
import type { MountedApp } from './mountApp';
import { nextTask } from './nextTask';
import type { RouterApp } from './routerApp';
import type { AppServices } from './services';
import { hydrationClock, prerenderMarks, type HydrationClock } from './hydrationClock';
import { ownCampaignEntry } from './ownCampaign';
import { linkPageStylesheets, pageStylesheets } from './pageStyles';

export interface StartOptions {
  container: HTMLElement;
  production: boolean;
  app: AppServices;
  /** Loads the root's mount (react-dom, its own part): asked for once the campaign's requests have started, or at the first render. */
  mount: () => Promise<{ mountApp(container: Element, ui: ReactNode): MountedApp }>;
  /** Called once the page is interactive (hydrated or rendered), with the engine's user gesture for held taps. */
  onReady?: (asUser: (act: () => void) => void) => void;
}

let list: Promise<readonly CampaignEntry[]> | undefined;
/** Every campaign (its own chunk): the router needs it, and a page the build did not prerender. */
const campaignList = () => (list ??= import('virtual:campaigns').then((m) => m.campaigns));

let own: Promise<CampaignEntry | undefined> | undefined;
/** The campaign this page shows, if any: the one its prerendered markup names, else the list's for its path. */
const pageEntry = () =>
  (own ??= Promise.resolve(ownCampaignEntry(document.getElementById('root'), window.location.pathname)).then(
    (named) => named ?? campaignList().then((campaigns) => campaignForPath(campaigns, window.location.pathname)),
  ));

/**
 * Starts loading the strings of the page language (besides en) of a campaign opened directly, as soon as the
 * language is known: they come in with the language's shared strings rather than after them.
 */
export function preloadPageLanguage(locale: Locale): void {
  if (packOf(locale) === 'en') return;
  void pageEntry().then((entry) => entry && preloadChunk(campaignLoader(entry, locale)), () => undefined).catch(() => undefined);
}

export async function startApp({ container, production, app: { services, bridge, invalidPreviewAt }, mount, onReady }: StartOptions): Promise<void> {
  // The page's language for the browser (fonts, hyphenation, screen readers); the prerendered page says en.
  const speak = (lang: string) => void (document.documentElement.lang = htmlLangOf(lang as Locale));
  speak(services.i18n.language);
  services.i18n.on('languageChanged', speak);
  const entry = await pageEntry();
  const loadRouter = () => campaignList().then((campaigns) => import('./routerApp').then((m) => m.routerApp({ campaigns, production })));
  const routed = entry ? undefined : await loadRouter();
  // A prerendered page (first screen in en at the build instant) hydrates when the page speaks its language;
  // otherwise the page is rendered fresh in its own language.
  const marks = prerenderMarks(container);
  const prerendered = marks !== undefined && marks.lang === services.i18n.language;
  if (!prerendered) container.replaceChildren();
  // A page that hydrates fetches the code below its first screen once it is interactive, not on the way there.
  else deferUntilInteractive();
  // The page part (a campaign with its widgets and the strings of the page language) is loaded before the first
  // render, and the campaign's requests start as soon as its module is in: the answers are on their way while the
  // widgets' code and the strings load and the page hydrates.
  // The mount's code is run once the campaign's requests are on their way: its evaluation, the longest of the start,
  // then no longer holds them back.
  let mountPart: ReturnType<typeof mount> | undefined;
  const loadMount = () => (mountPart ??= mount());
  const prefetch = (campaign: LoadedCampaign) => {
    prefetchCampaignData(services, campaign);
    void loadMount().catch(() => undefined);
  };
  const locale = toLocale(services.i18n.language);
  const preloaded = entry ? preloadCampaignEntry(entry, services.registry, prefetch, locale) : routed?.preload(window.location.pathname, services.registry, prefetch, locale);
  let pinnedClock: HydrationClock | undefined;
  if (prerendered) {
    // Same markup on both sides: the page part loaded first, the clock at the prerender instant until hydrated.
    await preloaded;
    // The page's own code is in: the code held back off the first screen is fetched now, while the page hydrates,
    // so that it is in (most often) when the page's first answers render, which wait for it. So is the whole
    // stylesheet, which the page waits for to be interactive: asked for now, a round trip before the last of the
    // scripts (react-dom) is in, its bytes come after theirs rather than sharing the network with them.
    codeMayLoad();
    linkPageStylesheets();
    await nextTask();
    pinnedClock = hydrationClock(services.clock, marks.at);
    services.clock = pinnedClock;
  }
  // Marks the page interactive (hydrated or rendered); taps before this were held by the entry (app/earlyTaps.ts).
  const ready = (): void => {
    performance.mark('app:committed');
    void pageStylesheets().then(interactive);
  };
  const interactive = (): void => {
    // A held tap replayed now reads the real time.
    pinnedClock?.unpin();
    document.documentElement.dataset.ready = 'true';
    performance.mark('app:ready');
    onReady?.(asUserGesture);
    // What waited for the page to be interactive (the answers that came in as it hydrated, the real time on its
    // countdowns and phases, the code held back) renders, and the dialogs' code (not part of the first load, there
    // for the user's first tap) is fetched, in a task of their own: the task that hydrated the page, which a tap
    // waits for, ends without them.
    void nextTask().then(() => {
      pinnedClock?.release();
      pageInteractive();
      preloadDialogs().catch(() => undefined);
    });
  };
  const host = shellHostFromBridge(bridge);
  // The production build (MODE, a constant the bundler folds) carries no development tools.
  const devTools = import.meta.env.MODE === 'production' || production
    ? undefined
    : {
        bridgeLog: bridgeLogForPanel(bridge),
        faults: (await import('./sandboxFaults')).sandboxFaults(),
        users: (await import('./sandboxUsers')).sandboxUsers(services.env.user?.id),
        invalidPreviewAt,
        // The panel links each phase of the campaign opened here (a routed page links languages only).
        preview: { now: () => services.clock.now(), period: async () => (await preloaded)?.definition.period },
      };
  const tree = (page: ReactNode) => (
    <StrictMode>
      <AppRoot services={services} onCommit={ready} host={host} production={production} overlay={!prerendered} devTools={devTools}>
        {page}
      </AppRoot>
    </StrictMode>
  );

  // The first navigation away from a directly opened campaign: the router takes over the page (the engine,
  // its data cache and the shell stay mounted) and then navigates; later calls wait for the same hand-over.
  let routerReady: Promise<RouterApp['router']> | undefined;
  const navigateInApp = (to: string): void => {
    routerReady ??= loadRouter().then(({ router, view }) => {
      mounted.render(tree(view));
      return router;
    });
    // The router mounts on the page it navigates to, so the marker is put on here: the first page opened
    // inside the app keeps the app's query and gets `from`, like every later one (platform/shell/useInPageMarker).
    const target = inAppTarget(to, window.location.search);
    routerReady.then(
      (router) => void router.navigate(target),
      (error: unknown) => {
        routerReady = undefined;
        console.error('[app] the router could not be loaded', error);
        services.navigate?.(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${target}`);
      },
    );
  };
  const page = entry ? <CampaignShell entry={entry} production={production} navigate={navigateInApp} /> : routed!.view;
  await nextTask();
  // A page rendered afresh waits for its whole stylesheet; a hydrating one is its prerendered markup, styled by the
  // inline part, and is interactive (and renders anything new) once the whole one is in (ready, above).
  if (!prerendered) await pageStylesheets();
  const mounted = (await loadMount()).mountApp(container, tree(page));
}

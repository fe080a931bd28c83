/**
 * Application entry. It is kept small and is the small `start` chunk
 * itself (app/chunkRules.ts), with nothing to wait for, so it runs as soon
 * as it is fetched. The page's code comes in parts that are fetched together (listed
 * as modulepreload by the build) and each evaluated in its own task, so that
 * a slow phone never runs one long block of start-up script: the engine's
 * libraries (react-query, zod, react-dom's shared part), the services (bridge, header, i18n,
 * http), the page part (app/startApp.tsx: engine, shell, campaign) and the
 * root's mount (react-dom). Each step leaves a performance mark (`app:*`,
 * printed by bench/diagnose.ts). Taps on a prerendered page before it is
 * interactive are held and replayed once it is (app/earlyTaps.ts).
 */
import type { Locale } from '@engine/core/types';
import { prepareNumberFormats } from '@engine/utils/numberFormats';
import { holdEarlyTaps, type EarlyTaps } from './earlyTaps';
import { nextTask } from './nextTask';
import { showStartupFailure } from './startupFailure';

const production = import.meta.env.MODE === 'production';

async function start(container: HTMLElement, taps: EarlyTaps | undefined): Promise<void> {
  await import('./libraries');
  performance.mark('app:libraries');
  await nextTask();
  const servicesPart = import('./services');
  const pagePart = import('./startApp');
  // The mount's code (react-dom) is fetched from the start (the page lists it as modulepreload) but run only when
  // the page part asks for it: after the campaign's requests have started, which its long evaluation would delay.
  const mount = () => import('./mountApp');
  // Builds made with `--mode sandbox` (real-browser suite) keep the development tools and the ?at= preview.
  // The strings of the page language come in with its shared strings (app/startApp.tsx preloadPageLanguage).
  const onLocale = (locale: Locale) => void pagePart.then((part) => part.preloadPageLanguage(locale), () => undefined);
  const app = await (await servicesPart).createAppServices({ production, onLocale });
  performance.mark('app:services');
  await nextTask();
  await (await pagePart).startApp({ container, production, app, mount, onReady: (asUser) => taps?.release({ asUser }) });
  performance.mark('app:mounted');
}

/** Runs `work` in a task of its own once the page's first content is painted (at the next frame if it already is). */
function afterFirstPaint(work: () => void): void {
  const run = () => void setTimeout(work, 0);
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(run);
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint' });
}

function begin(): void {
  const container = document.getElementById('root');
  if (!container) return;
  const taps = container.hasChildNodes() ? holdEarlyTaps(container) : undefined;
  // A first screen that writes numbers: their format, which costs a slow phone 150-300 ms the first time
  // (engine/utils/numberFormats.ts), is built once that screen is painted, while the scripts download, not as it hydrates.
  if (container.hasAttribute('data-writes-numbers')) afterFirstPaint(prepareNumberFormats);
  start(container, taps).catch((error: unknown) => {
    console.error('[app] start-up failed', error);
    taps?.release({ replay: false });
    showStartupFailure(container);
  });
}

/**
 * A prerendered page runs this entry as soon as it is fetched (engine/vite/prerenderHtml.ts), while the browser may
 * still be reading the page. The root is whole once the browser has read past it.
 */
function whenRootRead(): void {
  // When the entry first runs: on a slow phone, after the first paint's parse and layout, not when it arrives.
  if (performance.getEntriesByName('app:entry').length === 0) performance.mark('app:entry');
  const root = document.getElementById('root');
  if (document.readyState === 'loading' && !root?.nextSibling) setTimeout(whenRootRead, 16);
  else begin();
}
whenRootRead();

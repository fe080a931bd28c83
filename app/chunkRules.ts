/**
 * How the app's client build splits its code (engine/vite/chunkGroups.ts applies these rules; vite.config.ts
 * hands them over). Every page's start-up code is three chunks, each evaluated in its own task (app/main.tsx):
 * - `start`: the entry itself (app/main.tsx, with the early taps' hold) and what it needs (the bundler's preload
 *   helper, the start-up failure screen with the three en strings it shows, the number formats it builds while the
 *   rest downloads): one request, which runs without waiting for the larger chunks;
 * - `libraries`: react-query, zod and react-dom's shared part;
 * - `engine`: the engine's runtime, with the app's services and page part and the core part of the en shared
 *   strings.
 * The router, the platform pages, widget components and heavy libraries stay lazy in their own chunks; so does
 * code only some pages use (the route table, the platform widgets' dialog kit) or no page needs before its first tap
 * (the dialogs). Each file and folder named here must exist: the build fails on a rule naming a module that was
 * moved or renamed.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIST_ID } from '../engine/vite/campaigns-plugin';
import { allOf, anyOf, except, files, matching, under, virtualModules, type ChunkRules } from '../engine/vite/chunkGroups';
import { LOCALES_PREFIX } from '../engine/vite/locales-plugin';

/** An absolute path from a path relative to the repository's root. */
const at = (path: string): string => join(dirname(fileURLToPath(import.meta.url)), '..', path);
const filesAt = (...paths: string[]) => files(...paths.map(at));
const underAt = (paths: string[], opts?: { direct?: boolean }) => under(paths.map(at), opts);

/**
 * Engine modules every page runs (with what they import), the platform's shell, the building blocks, the push filter: a few bytes that the push
 * channels and the widgets reading pushes share, which would otherwise be a request of its own on every page
 * with pushes, and the native pay hook the selling widgets share (its pay flow loads at the user's first press),
 * kept apart from the selling entry's other parts, and the kit's list (the list view, its heights and words: on
 * the first screen of half the pages, a request of their own each otherwise).
 */
const runtime = anyOf(
  underAt(['core', 'react', 'http', 'bridge', 'i18n', 'app-header', 'utils', 'security'].map((f) => `engine/${f}`)),
  underAt(['platform/shell', 'kit/list']),
  filesAt('engine/push/createPushFilter.ts', 'platform/pay/useNativePay.ts'),
  underAt(['kit'], { direct: true }),
);

/**
 * Kept out of the runtime chunk: the router and what only routed pages use (the route table among them),
 * development-only panels, layout components (lazy per widget) but the tab list's two (a `tab` shows only inside
 * `tabs`; tabs are on the first screen of two pages in three, where they would cost a request), the platform widgets' dialog kit (kit/ui.css:
 * only the widgets that open such a dialog use it), the rules on steps and their values (they come with the action
 * runner, which loads at the user's first press), tests and stories.
 */
const notRuntime = anyOf(
  filesAt(...['createAppRouter.tsx', 'ShellLayout.tsx', 'KeepAliveOutlet.tsx', 'useInPageMarker.ts', 'useBackTrail.ts', 'preloadRoute.ts', 'LazyPage.tsx', 'DevPanel.tsx', 'DevPreviewLinks.tsx', 'DevUsers.tsx', 'useLoadedValue.ts', 'CampaignErrorsPanel.tsx'].map((f) => `platform/shell/${f}`)),
  underAt(['platform/shell/pages']),
  except(allOf(underAt(['engine/react/layout'], { direct: true }), matching(/[\\/][A-Z][^\\/]*\.tsx$/)), filesAt('engine/react/layout/Tabs.tsx', 'engine/react/layout/Tab.tsx')),
  filesAt('kit/ui.css', 'kit/ConfirmItem.tsx', 'kit/useRevealAnimation.ts', 'engine/core/action-taint.ts'),
  matching(/\.(test|stories)\.tsx?$/),
);

/**
 * The app's start-up parts that are no more than a few functions over the engine (the services, the page part):
 * evaluated with the engine runtime anyway, they ride in its chunk rather than costing
 * a request each; so does the core part of the en shared strings, which the runtime's i18n builds in.
 */
const appStartup = anyOf(
  filesAt(...['services.ts', 'serverClock.ts', 'previewClock.ts', 'sandboxSwitches.ts', 'openPushChannel.ts', 'startApp.tsx', 'AppRoot.tsx', 'GlobalErrorBoundary.tsx', 'hydrationClock.ts', 'fallbackText.ts', 'AfterCommit.tsx', 'pageStyles.ts'].map((f) => `app/${f}`)),
  virtualModules(`${LOCALES_PREFIX}en/core`),
);

export const appChunkRules: ChunkRules = {
  start: anyOf(matching(/vite[\\/]preload-helper/), filesAt('app/main.tsx', 'app/earlyTaps.ts', 'app/startupFailure.ts', 'app/nextTask.ts', 'engine/utils/numberFormats.ts'), virtualModules(`${LOCALES_PREFIX}en/startup`)),
  // app/libraries.ts is the entry's handle on the libraries' chunk.
  // react-dom's shared part (portals, flushSync) is here rather than with the engine: react-dom/client needs it, and
  // the mount's code (the largest, the last to arrive) then runs as soon as it is in, whether the engine is in or not.
  libraries: anyOf(matching(/[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|zod)[\\/]/), matching(/[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/), filesAt('app/libraries.ts')),
  engine: anyOf(except(runtime, notRuntime), appStartup),
  /**
   * Code only some pages use, each in a chunk of its own: the pay flow (loaded at the user's first press on a page that can pay), the pay channel
   * rule, the top-up helpers and the product list (the selling pages and dialogs), the upload path (forms), the
   * step runner with the confirm dialog it asks for (loaded at the user's first press on a page that can run
   * actions: engine/react/firstInput.ts), and the draw games' shared first-screen flow (the draw kit's tap, spend
   * question and lazy result: one request instead of one per module on every draw game's page).
   */
  own: [
    // The list of every campaign: a prerendered campaign page names its own (app/ownCampaign.ts); the list loads
    // with the router, on the first navigation elsewhere in the app.
    ['campaign-list', virtualModules(LIST_ID)],
    ['pay', filesAt('platform/pay/createPayFlow.ts', 'platform/pay/openPayments.ts', 'platform/pay/payResultWait.ts')],
    ['pay-channels', filesAt('platform/pay/payChannels.ts', 'platform/pay/usePayChannels.ts')],
    ['top-up', filesAt('platform/pay/topUp.ts', 'platform/pay/loadProducts.ts')],
    ['upload', underAt(['engine/upload'])],
    ['draw-kit', filesAt(...['useDrawFlow.ts', 'defineDrawGame.ts', 'DrawConfirm.tsx', 'LazyDrawResult.tsx', 'resultPhase.ts', 'GameFrame.tsx', 'drawSteps.ts', 'drawProps.ts'].map((f) => `kit/draw/${f}`), 'kit/confirm/useConfirmedItem.ts')],
    // The "ended" rule: only a page whose event has not started or has ended loads it.
    ['closed-rule', filesAt('engine/core/closed-actions.ts')],
    // The dialogs' code (the engine's modal surface and the kit's titled card): no page needs it before its first
    // tap; it loads once the page is interactive (app/startApp.tsx), and a dialog opened before shows on its arrival.
    ['dialog', filesAt(...['DialogView.tsx', 'Portal.tsx', 'useDialogFocus.ts', 'tapShield.ts', 'useEntrance.ts'].map((f) => `engine/react/dialog/${f}`), 'kit/DialogCard.tsx')],
    ['steps', filesAt('engine/react/actions/runSteps.ts', 'engine/react/actions/stepRefusal.ts', 'engine/react/actions/effectSteps.ts', 'engine/react/actions/ConfirmView.tsx', 'engine/core/step-branches.ts')],
  ],
  // The start-up chunks, and the React mount (app/mountApp.ts), which the entry loads on every page.
  alwaysLoaded: ['start', 'libraries', 'engine', 'mountApp'],
};

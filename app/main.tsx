/**
 * Application entry: builds the services, the router with every route of
 * P§2 and the campaigns of `virtual:campaigns`, and mounts the root shell.
 * A prerendered page is hydrated; otherwise the root is rendered fresh.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { campaigns } from 'virtual:campaigns';
import { createAppRouter } from '@engine/shell/createAppRouter';
import { preloadRoute } from '@engine/shell/preloadRoute';
import { bridgeLogForPanel, shellHostFromBridge } from '@engine/shell/shellHostFromBridge';
import { AppRoot } from './AppRoot';
import { FatalScreen } from './GlobalErrorBoundary';
import { startupFallbackText } from './fallbackText';
import { mountApp } from './mountApp';
import { platformPages } from './platformPages';
import { createAppServices, nextTask } from './services';
import { hydrationClock, prerenderMarks } from './hydrationClock';
import { sandboxFaults } from './sandboxFaults';

async function start(container: HTMLElement): Promise<void> {
  // Builds made with `--mode sandbox` (real-browser suite) keep the development tools and the ?at= preview.
  const production = import.meta.env.MODE === 'production';
  const { services, bridge } = await createAppServices({ production });
  await nextTask();
  const router = createAppRouter({ campaigns, production, pages: platformPages });
  // A prerendered page (first screen in en at the build instant) hydrates when the page speaks its language;
  // otherwise the page is rendered fresh in its own language.
  const marks = prerenderMarks(container);
  const prerendered = marks !== undefined && marks.lang === services.i18n.language;
  if (!prerendered) container.replaceChildren();
  let hydrated = (): void => undefined;
  if (prerendered) {
    // Same markup on both sides: the page part loaded first, the clock at the prerender instant until hydrated.
    await preloadRoute(window.location.pathname, { campaigns, production, registry: services.registry, pages: platformPages });
    await nextTask();
    const clock = hydrationClock(services.clock, marks.at);
    services.clock = clock;
    hydrated = () => clock.release();
  }
  // Marks the page interactive (hydrated or rendered): taps before this land on static HTML.
  const ready = (): void => {
    hydrated();
    document.documentElement.dataset.ready = 'true';
  };
  mountApp(
    container,
    <StrictMode>
      <AppRoot
        services={services}
        onCommit={ready}
        router={router}
        host={shellHostFromBridge(bridge)}
        production={production}
        overlay={!prerendered}
        devTools={production ? undefined : { bridgeLog: bridgeLogForPanel(bridge), faults: sandboxFaults() }}
      />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => {
    console.error('[app] start-up failed', error);
    createRoot(container).render(<FatalScreen text={startupFallbackText()} />);
  });
}

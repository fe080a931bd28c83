/**
 * Application entry: builds the services, the router with every route of
 * P§2 and the campaigns of `virtual:campaigns`, and mounts the root shell.
 * A prerendered page is hydrated; otherwise the root is rendered fresh.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { campaigns } from 'virtual:campaigns';
import { EngineProvider } from '@engine';
import { RootShell } from '@engine/shell/RootShell';
import { createAppRouter } from '@engine/shell/createAppRouter';
import { preloadRoute } from '@engine/shell/preloadRoute';
import { bridgeLogForPanel, shellHostFromBridge } from '@engine/shell/shellHostFromBridge';
import { FatalScreen, GlobalErrorBoundary } from './GlobalErrorBoundary';
import { fallbackTextFrom, startupFallbackText } from './fallbackText';
import { mountApp } from './mountApp';
import { platformPages } from './platformPages';
import { createAppServices } from './services';
import { sandboxFaults } from './sandboxFaults';

async function start(container: HTMLElement): Promise<void> {
  // Builds made with `--mode sandbox` (real-browser suite) keep the development tools and the ?at= preview.
  const production = import.meta.env.MODE === 'production';
  const { services, bridge } = await createAppServices({ production });
  const router = createAppRouter({ campaigns, production, pages: platformPages });
  // A prerendered page hydrates only once its page part is loaded (same markup on both sides).
  const prerendered = container.hasChildNodes();
  if (prerendered) await preloadRoute(window.location.pathname, { campaigns, production, registry: services.registry, pages: platformPages });
  mountApp(
    container,
    <StrictMode>
      <GlobalErrorBoundary text={fallbackTextFrom(services.i18n)}>
        <EngineProvider services={services}>
          <RootShell
            router={router}
            host={shellHostFromBridge(bridge)}
            production={production}
            overlay={!prerendered}
            devTools={production ? undefined : { bridgeLog: bridgeLogForPanel(bridge), faults: sandboxFaults() }}
          />
        </EngineProvider>
      </GlobalErrorBoundary>
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

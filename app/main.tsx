/**
 * Application entry. It is kept small: the page's code comes in parts that
 * are fetched together (listed as modulepreload in a prerendered page) and
 * each evaluated in its own task, so that a slow phone never runs one long
 * block of start-up script: the services (bridge, header, i18n, http), the
 * page part (app/startApp.tsx: engine, shell, campaign) and the root's mount
 * (react-dom).
 */
import { nextTask } from './nextTask';
import { showStartupFailure } from './startupFailure';

const production = import.meta.env.MODE === 'production';

async function start(container: HTMLElement): Promise<void> {
  const servicesPart = import('./services');
  const pagePart = import('./startApp');
  const mount = import('./mountApp');
  // Builds made with `--mode sandbox` (real-browser suite) keep the development tools and the ?at= preview.
  const app = await (await servicesPart).createAppServices({ production });
  await nextTask();
  await (await pagePart).startApp({ container, production, app, mount });
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => {
    console.error('[app] start-up failed', error);
    showStartupFailure(container);
  });
}

/** Test helper: the whole shell in memory (platform/testing/renderShell.tsx) with the app's platform routes. */
import { renderShell, type RenderShellOptions } from '@platform/testing/renderShell';
import { platformRoutes } from '../routeTable';

export function renderAppShell(url: string, opts: RenderShellOptions = {}) {
  return renderShell(url, { ...platformRoutes, ...opts });
}

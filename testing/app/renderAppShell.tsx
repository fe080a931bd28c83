/** Test helper: the whole shell in memory (testing/platform/renderShell.tsx) with the app's platform routes. */
import { renderShell, type RenderShellOptions } from '../platform/renderShell';
import { platformRoutes } from '../../app/routeTable';

export function renderAppShell(url: string, opts: RenderShellOptions = {}) {
  return renderShell(url, { ...platformRoutes, ...opts });
}

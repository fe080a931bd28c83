/** Test helper: the whole shell in memory (engine/shell/renderShell.tsx) with the app's platform routes. */
import { renderShell, type RenderShellOptions } from '@engine/shell/renderShell';
import { platformRoutes } from './routeTable';

export function renderAppShell(url: string, opts: RenderShellOptions = {}) {
  return renderShell(url, { ...platformRoutes, ...opts });
}

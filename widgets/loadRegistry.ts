import { createRegistry, layoutWidgets, type WidgetRegistry } from '@engine';

/**
 * The registry of `widgets/index.ts`, built group by group with `pause()`
 * between the groups: the page's start-up evaluates the widget schemas in
 * several short tasks instead of one long one. Same order as `allWidgets`.
 */
export async function loadRegistry(pause: () => Promise<void>): Promise<WidgetRegistry> {
  const { platformWidgets } = await import('./platform');
  await pause();
  const { campaignWidgets } = await import('./campaign');
  await pause();
  const { gameWidgets } = await import('./games');
  return createRegistry([...layoutWidgets, ...platformWidgets, ...campaignWidgets, ...gameWidgets]);
}

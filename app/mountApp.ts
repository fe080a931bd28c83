import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

export interface MountedApp {
  mode: 'hydrate' | 'render';
  /** Renders another tree into the same root (the engine and its caches stay mounted when the top matches). */
  render(ui: ReactNode): void;
}

/**
 * Hydrates a prerendered root (it already holds the page's HTML), otherwise
 * renders it fresh. A page whose markup differs from the prerendered one
 * (another platform or query) is rendered again by React; that is reported
 * as a warning, not as an error.
 */
export function mountApp(container: Element, ui: ReactNode): MountedApp {
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    root.render(ui);
    return { mode: 'render', render: (next) => root.render(next) };
  }
  // The page is already on screen: hydration runs as a transition, in short slices that leave the main thread free.
  const roots: Root[] = [];
  startTransition(() => {
    roots.push(hydrateRoot(container, ui, { onRecoverableError: (error) => console.warn('[app] the prerendered page was rendered again', error) }));
  });
  const [root] = roots as [Root];
  return { mode: 'hydrate', render: (next) => startTransition(() => root.render(next)) };
}

import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

// The mount's code (react-dom with it) has run: app/startApp.tsx asks for it once the campaign's requests are sent.
performance.mark('app:react-dom');

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
  // The page is already on screen, and taps on it are held until it is interactive (app/earlyTaps.ts): it hydrates
  // in one go. Hydrating as a transition, in short slices, let other work in between and made it interactive 0.1 to
  // 0.5 s later on a slow phone (`npm run bench`); later renders of new data are still deferred and sliced.
  const root: Root = hydrateRoot(container, ui, { onRecoverableError: (error) => console.warn('[app] the prerendered page was rendered again', error) });
  return { mode: 'hydrate', render: (next) => startTransition(() => root.render(next)) };
}

import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hydrates a prerendered root (it already holds the page's HTML), otherwise
 * renders it fresh. A page whose markup differs from the prerendered one
 * (another platform or query) is rendered again by React; that is reported
 * as a warning, not as an error.
 */
export function mountApp(container: Element, ui: ReactNode): 'hydrate' | 'render' {
  if (container.hasChildNodes()) {
    // The page is already on screen: hydration runs as a transition, in short slices that leave the main thread free.
    startTransition(() => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => console.warn('[app] the prerendered page was rendered again', error) });
    });
    return 'hydrate';
  }
  createRoot(container).render(ui);
  return 'render';
}

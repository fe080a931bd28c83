import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Hydrates a prerendered root (it already holds the page's HTML), otherwise renders it fresh. */
export function mountApp(container: Element, ui: ReactNode): 'hydrate' | 'render' {
  if (container.hasChildNodes()) {
    hydrateRoot(container, ui);
    return 'hydrate';
  }
  createRoot(container).render(ui);
  return 'render';
}

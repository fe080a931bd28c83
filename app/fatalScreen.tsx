import { createRoot } from 'react-dom/client';
import { FatalScreen } from './GlobalErrorBoundary';
import { startupFallbackText } from './fallbackText';

/** Start-up itself failed (no services, no i18n): the error screen in en, the fallback language. */
export function showFatalScreen(container: HTMLElement): void {
  container.replaceChildren();
  createRoot(container).render(<FatalScreen text={startupFallbackText()} />);
}

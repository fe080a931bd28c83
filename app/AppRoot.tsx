/**
 * The application tree, the same in the browser (app/main.tsx) and in the
 * build-time prerender (app/prerender.tsx), so hydration meets the markup it
 * expects: global error boundary, engine provider, root shell around the
 * page area (the router, or a campaign page opened directly).
 */
import type { EngineServices } from '@engine';
import { RootShell, type RootShellProps } from '@platform/shell/RootShell';
import { AfterCommit } from './AfterCommit';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';
import { fallbackTextFrom } from './fallbackText';
import { EngineProvider } from '@engine/react/EngineProvider';

export interface AppRootProps extends RootShellProps {
  services: EngineServices;
  /** Called once the tree is on screen (hydrated or rendered). */
  onCommit?: () => void;
}

const nothing = (): void => undefined;

export function AppRoot({ services, onCommit = nothing, ...shell }: AppRootProps) {
  return (
    <GlobalErrorBoundary text={() => fallbackTextFrom(services.i18n)}>
      <EngineProvider services={services}>
        <RootShell {...shell} />
      </EngineProvider>
      <AfterCommit onCommit={onCommit} />
    </GlobalErrorBoundary>
  );
}

import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DevTools } from './DevPanel';
import type { ShellHost } from '@engine/react/pageShell/ShellContext';
import { ShellHostContext, ShellOptionsContext } from './ShellFrame';
import './shell.css';
// The dialog's styles (engine/react/dialog/Dialog.tsx): importing them there would keep the engine's entry from loading in Node.
import '@engine/react/dialog/dialog.css';

export interface RootShellProps {
  /** The page area: the app's router (`<AppRouterView>`) or a single campaign page (`<CampaignShell>`). */
  children?: ReactNode;
  host: ShellHost;
  production: boolean;
  /** Development panel data (ignored in production). */
  devTools?: DevTools;
  /** Show the loading overlay (false when hydrating a prerendered page). Default true. */
  overlay?: boolean;
}

/** The development panel, loaded only outside production (the production build, MODE folded, carries none of it). */
const DevPanel = /* @__PURE__ */ lazy(() => import('./DevPanel').then((m) => ({ default: m.DevPanel })));

/** True once the page is on screen: work that is not part of the first screen waits for it. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}

/**
 * The root of the app: the shell's host and options around the page area and, outside production, the
 * development panel. The panel is added after the first paint, so a
 * prerendered page hydrates the same markup it was rendered with.
 */
export function RootShell({ children, host, production, devTools, overlay = true }: RootShellProps) {
  const options = useMemo(() => ({ overlay }), [overlay]);
  const painted = useAfterFirstPaint();
  return (
    <ShellHostContext.Provider value={host}>
      <ShellOptionsContext.Provider value={options}>
        {children}
      </ShellOptionsContext.Provider>
      {import.meta.env.MODE !== 'production' && !production && devTools && painted ? (
        <Suspense fallback={null}>
          <DevPanel tools={devTools} />
        </Suspense>
      ) : null}
    </ShellHostContext.Provider>
  );
}

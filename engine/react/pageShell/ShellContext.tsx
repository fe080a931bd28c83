import { createContext, useContext, useEffect } from 'react';
import type { ShellQuery } from './shellQuery';

/** What the shell asks of the host app; built from the engine bridge (see `shellHostFromBridge`). */
export interface ShellHost {
  platform: 'ios' | 'android' | 'browser';
  appVersion?: string;
  closePage(): void;
  /** Shrinks the webview window (minimize). */
  resizeWindow(): Promise<unknown> | void;
  statusBarHeight(): Promise<number | undefined>;
}

export interface ShellState {
  query: ShellQuery;
  minimizing: boolean;
  setMinimizing(v: boolean): void;
  /** Called by a page once its first content (or its error state) is shown. */
  markReady(): void;
  /** The top bar's left tap, for a page's own back button: back, close through the app, or say it closes there. */
  leave(): void;
}

export const ShellContext = createContext<ShellState | undefined>(undefined);

/** The shell state for pages (query parameters, minimizing). */
export function useShell(): ShellState | undefined {
  return useContext(ShellContext);
}

/** Tells the loading overlay the routed page has something to show. */
export function usePageReady(ready = true): void {
  const shell = useContext(ShellContext);
  const markReady = shell?.markReady;
  useEffect(() => {
    if (ready && markReady) markReady();
  }, [ready, markReady]);
}

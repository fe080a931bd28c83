import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoadingOverlay } from './LoadingOverlay';
import { ShellContext, type ShellHost, type ShellState } from '@engine/react/pageShell/ShellContext';
import { TopBar } from './TopBar';
import { emitRightTap } from '@engine/react/pageShell/rightTapEvent';
import { queryRecord, readShellQuery } from '@engine/react/pageShell/shellQuery';
import { statusBarOffset, topBarVisible } from '@engine/react/pageShell/statusBarOffset';
import { readMetaAppType } from '@engine/app-header/statusBar';
import { leftTap, rightTap } from './topBarTaps';
import { useHostEvents } from './useHostEvents';
import { usePreloadProgress } from './usePreloadProgress';
import { InAppNavigateContext, PageQueryContext } from '@engine/react/contexts';
import { useToast } from '@engine/react/hooks/useToast';
import { BRIDGE_FAILURE_KEYS } from '@engine/bridge/answers';

export const ShellHostContext = createContext<ShellHost | undefined>(undefined);

/** `overlay: false` for a prerendered page: its first paint is the page itself, not the loading overlay. */
export const ShellOptionsContext = createContext<{ overlay: boolean }>({ overlay: true });

/** Height of the top bar's row below the status bar (px); platform pages start below it. */
const TOP_BAR_HEIGHT = 44;

const browserHost: ShellHost = {
  platform: 'browser',
  closePage: () => undefined,
  resizeWindow: () => undefined,
  statusBarHeight: async () => undefined,
};

function useResourcesLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

export interface ShellFrameProps {
  /** The page's location (path under the app's base, and query string). */
  pathname: string;
  search: string;
  /** Back in the app's history (the top bar's left tap inside the app). */
  goBack(): void;
  /** Whether there is a page to go back to (not when the page was opened directly). */
  canGoBack(): boolean;
  /** In-app navigation offered to the pages (navigate steps). */
  navigate(to: string): void;
  children?: ReactNode;
}

/**
 * The root shell around a page: loading overlay, the top bar of
 * immersive mode, the host's events, and the page area. It does not route:
 * the router (ShellLayout) or a single campaign page (CampaignShell) gives it
 * its location and page.
 */
export function ShellFrame({ pathname, search, goBack, canGoBack, navigate, children }: ShellFrameProps) {
  const host = useContext(ShellHostContext) ?? browserHost;
  const { overlay } = useContext(ShellOptionsContext);
  const query = useMemo(() => readShellQuery(search), [search]);
  const pageQuery = useMemo(() => queryRecord(search), [search]);
  const [minimizing, setMinimizing] = useState(false);
  const [pageReady, setPageReady] = useState(false);
  const [offset, setOffset] = useState(0);
  const resourcesLoaded = useResourcesLoaded();
  const preload = usePreloadProgress(resourcesLoaded, pageReady);
  const markReady = useCallback(() => setPageReady(true), []);
  useHostEvents();

  useEffect(() => {
    let live = true;
    void statusBarOffset({
      immersive: query.immersive,
      metaAppType: readMetaAppType(),
      platform: host.platform,
      appVersion: host.appVersion,
      askStatusBarHeight: () => host.statusBarHeight(),
    }).then((h) => live && setOffset(h));
    return () => {
      live = false;
    };
  }, [query.immersive, host]);

  const toast = useToast();
  const onLeft = () =>
    leftTap({
      from: query.from,
      canGoBack: canGoBack(),
      inApp: host.platform !== 'browser',
      goBack,
      closePage: () => host.closePage(),
      sayCloseInApp: () => toast(BRIDGE_FAILURE_KEYS.closeInApp),
    });
  // Pages (the navbar widget) leave by the same rule as the top bar, through a function that stays the same.
  const leftRef = useRef(onLeft);
  useEffect(() => {
    leftRef.current = onLeft;
  });
  const leave = useCallback(() => void leftRef.current(), []);
  const shell: ShellState = useMemo(() => ({ query, minimizing, setMinimizing, markReady, leave }), [query, minimizing, markReady, leave]);
  const onRight = () =>
    void rightTap({
      minimizable: query.minimizable,
      inApp: host.platform !== 'browser',
      sayMinimizeInApp: () => toast(BRIDGE_FAILURE_KEYS.minimizeInApp),
      resizeWindow: () => host.resizeWindow(),
      setMinimizing,
      broadcast: () => emitRightTap({ path: pathname }),
    });

  const showBar = topBarVisible(query.immersive, minimizing);
  return (
    <ShellContext.Provider value={shell}>
      {overlay && preload.visible ? <LoadingOverlay progress={preload.progress} /> : null}
      {showBar ? <TopBar offset={offset} minimizable={query.minimizable} onLeft={onLeft} onRight={onRight} /> : null}
      <main className="shell-page" data-testid="shell-page" style={{ ['--shell-top' as string]: `${showBar ? offset + TOP_BAR_HEIGHT : 0}px` }}>
        <InAppNavigateContext value={navigate}>
          <PageQueryContext value={pageQuery}>{children}</PageQueryContext>
        </InAppNavigateContext>
      </main>
    </ShellContext.Provider>
  );
}

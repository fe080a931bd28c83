import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { LoadingOverlay } from './LoadingOverlay';
import { ShellContext, type ShellHost, type ShellState } from './ShellContext';
import { TopBar } from './TopBar';
import { emitRightTap } from './rightTapEvent';
import { readShellQuery } from './shellQuery';
import { statusBarOffset, topBarVisible } from './statusBarOffset';
import { readMetaAppType } from '../app-header/statusBar';
import { leftTap, rightTap } from './topBarTaps';
import { useHostEvents } from './useHostEvents';
import { useInPageMarker } from './useInPageMarker';
import { usePreloadProgress } from './usePreloadProgress';

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

/**
 * The root shell around every routed page (P§2): loading overlay, the top bar
 * of immersive mode, and the page area with kept-alive pages.
 */
export function ShellLayout() {
  const host = useContext(ShellHostContext) ?? browserHost;
  const { overlay } = useContext(ShellOptionsContext);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => readShellQuery(location.search), [location.search]);
  const [minimizing, setMinimizing] = useState(false);
  const [pageReady, setPageReady] = useState(false);
  const [offset, setOffset] = useState(0);
  const resourcesLoaded = useResourcesLoaded();
  const preload = usePreloadProgress(resourcesLoaded, pageReady);
  const markReady = useCallback(() => setPageReady(true), []);
  useHostEvents();
  useInPageMarker();

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

  const shell: ShellState = useMemo(() => ({ query, minimizing, setMinimizing, markReady }), [query, minimizing, markReady]);

  const onLeft = () => leftTap({ from: query.from, goBack: () => navigate(-1), closePage: () => host.closePage() });
  const onRight = () =>
    void rightTap({
      minimizable: query.minimizable,
      resizeWindow: () => host.resizeWindow(),
      setMinimizing,
      broadcast: () => emitRightTap({ path: location.pathname }),
    });

  const showBar = topBarVisible(query.immersive, minimizing);
  return (
    <ShellContext.Provider value={shell}>
      {overlay && preload.visible ? <LoadingOverlay progress={preload.progress} /> : null}
      {showBar ? <TopBar offset={offset} minimizable={query.minimizable} onLeft={onLeft} onRight={onRight} /> : null}
      <main className="shell-page" data-testid="shell-page" style={{ ['--shell-top' as string]: `${showBar ? offset + TOP_BAR_HEIGHT : 0}px` }}>
        <KeepAliveOutlet />
      </main>
    </ShellContext.Provider>
  );
}

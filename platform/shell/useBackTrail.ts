import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

interface Entry {
  key: string;
  path: string;
}

/** The path of the entry before the current one in the browser's own history (Navigation API), under `base`. */
function previousFromNavigation(base: string): string | undefined {
  const navigation = (globalThis as { navigation?: { currentEntry?: { index: number } | null; entries(): Array<{ url: string | null }> } }).navigation;
  const index = navigation?.currentEntry?.index;
  if (!navigation || index === undefined || index < 1) return undefined;
  const url = navigation.entries()[index - 1]?.url;
  if (!url) return undefined;
  const { pathname, origin } = new URL(url);
  if (origin !== globalThis.location?.origin || !pathname.startsWith(`${base}/`)) return undefined;
  return pathname.slice(base.length);
}

/**
 * The router's history as the shell saw it: which page is one step back. A navigation to that very page (a
 * "Back to the game" button) then goes back instead of stacking another entry, so the system back gesture
 * leaves the game instead of returning to the ranking. Returns a function giving the path one step back, when known.
 */
export function useBackTrail(): () => string | undefined {
  const location = useLocation();
  const type = useNavigationType();
  const trail = useRef<{ entries: Entry[]; at: number }>({ entries: [], at: -1 });
  useEffect(() => {
    const t = trail.current;
    const here = { key: location.key, path: location.pathname };
    const known = t.entries.findIndex((e) => e.key === here.key);
    if (type === 'PUSH' && t.at >= 0) {
      t.entries = [...t.entries.slice(0, t.at + 1), here];
      t.at += 1;
    } else if (type === 'REPLACE' && t.at >= 0) {
      t.entries[t.at] = here;
    } else if (known >= 0) {
      t.at = known;
    } else {
      t.entries = [here];
      t.at = 0;
    }
  }, [location, type]);
  const pathname = location.pathname;
  return useCallback(() => {
    const t = trail.current;
    if (t.at > 0) return t.entries[t.at - 1]?.path;
    // The router started after the page it came from (a campaign opened directly hands over to the router):
    // the browser's own history knows that page.
    const full = globalThis.location?.pathname ?? '';
    const base = full.endsWith(pathname) ? full.slice(0, full.length - pathname.length) : '';
    return previousFromNavigation(base);
  }, [pathname]);
}

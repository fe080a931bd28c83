/**
 * What a kept-alive page (`keepAlive: true`) keeps between visits when it
 * is mounted again in the same app: its page state (selected tabs, state
 * keys) and where the window was scrolled to. A page hidden by the router
 * keeps its components mounted; this covers the other case, the page opened
 * directly and handed over to the router on the first in-app navigation.
 */
import { useLayoutEffect } from 'react';
import { createPageStores, type PageStores } from './pageStores';

export interface KeptPage {
  stores: PageStores;
  /** The window's scroll position when the page was last hidden or unmounted. */
  scrollY?: number;
  /** A restore is waiting for the page to be tall enough: hiding it now must not record the shorter position. */
  restoring: boolean;
}

const byOwner = new WeakMap<object, Map<string, KeptPage>>();

/** The kept memory of campaign `id` for this app (`owner`: the engine services, which live as long as the app). */
export function keptPage(owner: object, id: string): KeptPage {
  let pages = byOwner.get(owner);
  if (!pages) byOwner.set(owner, (pages = new Map()));
  let page = pages.get(id);
  if (!page) pages.set(id, (page = { stores: createPageStores(), restoring: false }));
  return page;
}

function setRestoring(page: KeptPage, restoring: boolean): void {
  page.restoring = restoring;
}

function recordScroll(page: KeptPage): void {
  if (!page.restoring) page.scrollY = window.scrollY;
}

/** Frames a restore waits for the page's content (answers render deferred) before scrolling as far as it can. */
const RESTORE_FRAMES = 120;

/**
 * Restores the kept scroll position when the page shows (mounted, or revealed by the shell) and records it
 * when the page is hidden or unmounted (layout effects end before the page's nodes are hidden or removed).
 */
export function useKeptScroll(page: KeptPage | undefined): void {
  useLayoutEffect(() => {
    if (!page) return undefined;
    const target = page.scrollY ?? 0;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= target || tries >= RESTORE_FRAMES) {
        window.scrollTo(0, target);
        setRestoring(page, false);
        return;
      }
      tries += 1;
      frame = requestAnimationFrame(attempt);
    };
    if (target > 0) {
      setRestoring(page, true);
      attempt();
    }
    return () => {
      cancelAnimationFrame(frame);
      recordScroll(page);
    };
  }, [page]);
}

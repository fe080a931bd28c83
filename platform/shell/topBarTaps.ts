import { IN_PAGE_FROM } from '@engine';

/**
 * Left tap: back when `from` is the in-page marker, otherwise close the
 * page through the app. A page opened directly with the marker has nothing to
 * go back to (back would leave a blank webview): it closes too. Outside the app
 * (a plain browser, which cannot close the page) it goes back when there is
 * history, and otherwise tells the user the page closes in the app.
 */
export function leftTap(opts: {
  from?: string;
  canGoBack?: boolean;
  /** False in a plain browser. */
  inApp?: boolean;
  goBack(): void;
  closePage(): void;
  /** Tells the user the page can be closed in the app (a plain browser with no history). */
  sayCloseInApp?(): void;
}): 'back' | 'close' | 'closeInApp' {
  if (opts.inApp === false) {
    if (opts.canGoBack) {
      opts.goBack();
      return 'back';
    }
    opts.sayCloseInApp?.();
    return 'closeInApp';
  }
  if (opts.from === IN_PAGE_FROM && opts.canGoBack !== false) {
    opts.goBack();
    return 'back';
  }
  opts.closePage();
  return 'close';
}

/**
 * Right tap: when minimizable, resize the window and mark minimizing; outside the app (a plain browser, which
 * cannot minimize) tell the user it works in the app; otherwise broadcast a right-tap event to the page.
 */
export async function rightTap(opts: {
  minimizable: boolean;
  /** False in a plain browser. */
  inApp?: boolean;
  resizeWindow(): Promise<unknown> | void;
  setMinimizing(v: boolean): void;
  broadcast(): void;
  /** Tells the user the page can be minimized in the app. */
  sayMinimizeInApp?(): void;
}): Promise<'minimize' | 'minimizeInApp' | 'broadcast'> {
  if (!opts.minimizable) {
    opts.broadcast();
    return 'broadcast';
  }
  if (opts.inApp === false) {
    opts.sayMinimizeInApp?.();
    return 'minimizeInApp';
  }
  opts.setMinimizing(true);
  await opts.resizeWindow();
  return 'minimize';
}

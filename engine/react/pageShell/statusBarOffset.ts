import { STATUS_BAR_MIN_VERSION, statusBarOffset as offsetRule } from '../../app-header/statusBar';
import { isAtLeast } from '../../utils/version';

export interface OffsetInput {
  immersive: boolean;
  platform: 'ios' | 'android' | 'browser';
  appVersion?: string;
  /** Content of `<meta name="APP_TYPE">`: such hosts report their heights. */
  metaAppType?: string;
  /** Asks the app for its status-bar height (px). */
  askStatusBarHeight(): Promise<number | undefined>;
}

/**
 * Height (px) the top bar is shifted by in immersive mode. Apps
 * from 2.24.5 are asked for their status-bar height; older apps use a fixed
 * 36; immersive iOS falls back to 44. The rule itself is `statusBarOffset`
 * of engine/app-header; this asks the app only when the rule needs it.
 */
export async function statusBarOffset(input: OffsetInput): Promise<number> {
  const { askStatusBarHeight, ...rest } = input;
  if (!rest.immersive || rest.platform === 'browser') return 0;
  const reports = rest.metaAppType !== undefined || isAtLeast(rest.appVersion, STATUS_BAR_MIN_VERSION);
  let reportedHeight: number | undefined;
  if (reports) {
    try {
      const h = await askStatusBarHeight();
      reportedHeight = typeof h === 'number' && Number.isFinite(h) ? h : undefined;
    } catch {
      reportedHeight = undefined;
    }
  }
  return offsetRule({ ...rest, reportedHeight });
}

/** The top bar shows only in immersive mode when not minimized. */
export function topBarVisible(immersive: boolean, minimizing: boolean): boolean {
  return immersive && !minimizing;
}

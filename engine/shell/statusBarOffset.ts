import { isAtLeast } from '../utils/version';
import { IOS_IMMERSIVE_OFFSET, LEGACY_STATUS_BAR_HEIGHT, STATUS_BAR_BRIDGE_VERSION } from './shellConstants';

export interface OffsetInput {
  immersive: boolean;
  platform: 'ios' | 'android' | 'browser';
  appVersion?: string;
  /** Asks the app for its status-bar height (px). */
  askStatusBarHeight(): Promise<number | undefined>;
}

/**
 * Height (px) the top bar is shifted by in immersive mode (P§2, P§9):
 * iOS uses the immersive offset 44; apps from 2.24.5 give their status-bar
 * height through the bridge; older apps use a fixed 36. Outside the app, or
 * when not immersive, nothing is shifted.
 */
export async function statusBarOffset(input: OffsetInput): Promise<number> {
  if (!input.immersive || input.platform === 'browser') return 0;
  if (input.platform === 'ios') return IOS_IMMERSIVE_OFFSET;
  if (!isAtLeast(input.appVersion, STATUS_BAR_BRIDGE_VERSION)) return LEGACY_STATUS_BAR_HEIGHT;
  try {
    const h = await input.askStatusBarHeight();
    return typeof h === 'number' && Number.isFinite(h) && h >= 0 ? h : LEGACY_STATUS_BAR_HEIGHT;
  } catch {
    return LEGACY_STATUS_BAR_HEIGHT;
  }
}

/** The top bar shows only in immersive mode when not minimized (P§2). */
export function topBarVisible(immersive: boolean, minimizing: boolean): boolean {
  return immersive && !minimizing;
}

/**
 * Status-bar handling. A `<meta name="APP_TYPE">` in the page
 * marks a host that reports its own bar heights; otherwise apps from 2.24.5
 * report heights, older ones use a fixed 36 px; immersive iOS adds 44 px.
 * Read the meta inside an effect (never at import or render time).
 */
import { isAtLeast } from '../utils/version';

export const LEGACY_STATUS_BAR_HEIGHT = 36;
export const STATUS_BAR_MIN_VERSION = '2.24.5';
export const IOS_IMMERSIVE_OFFSET = 44;

export function readMetaAppType(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const content = doc?.querySelector('meta[name="APP_TYPE"]')?.getAttribute('content')?.trim();
  return content ? content : undefined;
}

export interface StatusBarInput {
  platform: 'ios' | 'android' | 'browser';
  appVersion?: string;
  immersive: boolean;
  /** Height reported by the host (bridge getBarHeights). */
  reportedHeight?: number;
  metaAppType?: string;
}

/** Top offset (px) the page leaves for the status bar. */
export function statusBarOffset(input: StatusBarInput): number {
  if (input.platform === 'browser' || !input.immersive) return 0;
  const reports = input.metaAppType !== undefined || isAtLeast(input.appVersion, STATUS_BAR_MIN_VERSION);
  if (!reports) return LEGACY_STATUS_BAR_HEIGHT;
  if (input.reportedHeight !== undefined && input.reportedHeight > 0) return input.reportedHeight;
  return input.platform === 'ios' ? IOS_IMMERSIVE_OFFSET : LEGACY_STATUS_BAR_HEIGHT;
}

/**
 * What pages and widgets may use from the root shell (re-exported through
 * @engine): the shell's query parameters, the right-tap broadcast, in-app
 * navigation with the in-page marker, and the P§2 constants. The shell
 * itself (RootShell, createAppRouter) is imported by the application entry.
 */
export { useShell, usePageReady } from './ShellContext';
export type { ShellState } from './ShellContext';
export { readShellQuery, inPagePath } from './shellQuery';
export type { ShellQuery } from './shellQuery';
export { RIGHT_TAP_EVENT, onRightTap, useRightTap, emitRightTap } from './rightTapEvent';
export type { RightTapDetail } from './rightTapEvent';
export { statusBarOffset, topBarVisible } from './statusBarOffset';
export { IN_PAGE_FROM, CHUNK_TIMEOUT_MS, DEFAULT_CTYPE } from './shellConstants';

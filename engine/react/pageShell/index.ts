/**
 * What pages and widgets see of the application's shell (re-exported through @engine): the shell state a page
 * reads (query parameters, minimizing, ready, leave), the right-tap broadcast the campaign page renderer listens
 * to, in-app navigation with the in-page marker, and the top bar's status-bar offset the navbar widget shares.
 * The engine defines them so that every campaign page and widget can use them without knowing the shell; the
 * shell itself (RootShell, createAppRouter, the top bar) is the application's, platform/shell, which provides
 * `ShellContext` and emits the right tap.
 */
export { ShellContext, useShell, usePageReady } from './ShellContext';
export type { ShellHost, ShellState } from './ShellContext';
export { readShellQuery, inPagePath, inAppTarget, queryRecord, IN_PAGE_FROM, DEFAULT_CTYPE } from './shellQuery';
export type { ShellQuery } from './shellQuery';
export { RIGHT_TAP_EVENT, onRightTap, useRightTap, emitRightTap } from './rightTapEvent';
export type { RightTapDetail } from './rightTapEvent';
export { statusBarOffset, topBarVisible } from './statusBarOffset';

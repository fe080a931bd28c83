/**
 * Whether this page's own session history has an entry before the current one: false for a page the app's
 * webview opened directly. The Navigation API counts only this origin's entries (an initial blank page does
 * not count); without it, the history length stands in.
 */
export function historyHasPrevious(win: Window = window): boolean {
  const navigation = (win as Window & { navigation?: { canGoBack: boolean } }).navigation;
  return navigation ? navigation.canGoBack : win.history.length > 1;
}

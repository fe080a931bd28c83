import { useCallback, useSyncExternalStore } from 'react';
import { CampaignRoute } from './CampaignRoute';
import { ShellFrame } from './ShellFrame';
import type { CampaignEntry } from './campaignEntry';
import { appPath } from './campaignRoutes';
import { BASENAME } from './shellConstants';
import { historyHasPrevious } from './historyHasPrevious';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const currentSearch = () => window.location.search;

export interface CampaignShellProps {
  entry: CampaignEntry;
  production: boolean;
  /** Path of the page under the app's base (prerender; the browser reads its own location). */
  pathname?: string;
  search?: string;
  /**
   * In-app navigation away from this page (a path under the app's base). The
   * application loads the router here and hands the page over to it.
   */
  navigate(to: string): void;
}

/**
 * The root shell around a single campaign page opened directly (the usual
 * case: the app's webview opens one campaign URL). It renders exactly what
 * the router would at this path, without loading the router: the router is
 * loaded when the user first navigates elsewhere in the app.
 */
export function CampaignShell({ entry, production, pathname, search, navigate }: CampaignShellProps) {
  const liveSearch = useSyncExternalStore(subscribe, currentSearch, () => search ?? '');
  const goBack = useCallback(() => window.history.back(), []);
  const canGoBack = useCallback(() => historyHasPrevious(), []);
  const path = pathname ?? (typeof window === 'undefined' ? '/' : appPath(window.location.pathname, BASENAME));
  return (
    <ShellFrame pathname={path} search={search ?? liveSearch} goBack={goBack} canGoBack={canGoBack} navigate={navigate}>
      <CampaignRoute entry={entry} production={production} />
    </ShellFrame>
  );
}

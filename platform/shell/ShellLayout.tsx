import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { ShellFrame } from './ShellFrame';
import { useInPageMarker } from './useInPageMarker';
import { historyHasPrevious } from './historyHasPrevious';
import { useBackTrail } from './useBackTrail';

export { ShellHostContext, ShellOptionsContext } from './ShellFrame';

/**
 * The root shell of the router: the shell frame at the router's
 * location, in-app navigation through the router with the in-page marker
 * (a navigation to the page one step back goes back), and the page area with
 * kept-alive pages.
 */
export function ShellLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  useInPageMarker();
  const goBack = useCallback(() => void navigate(-1), [navigate]);
  // The router marks the entry it started at with the key 'default'; before it, the page may still have one of
  // its own (the router took over a campaign opened from another page), or none (opened directly).
  const canGoBack = () => location.key !== 'default' || historyHasPrevious();
  const previous = useBackTrail();
  // A navigation to the page one step back, with nothing of its own to add (no query, no hash), goes back to it.
  const inApp = useCallback(
    (to: string) => {
      if (!/[?#]/.test(to) && to === previous()) void navigate(-1);
      else void navigate(to);
    },
    [navigate, previous],
  );
  return (
    <ShellFrame pathname={location.pathname} search={location.search} goBack={goBack} canGoBack={canGoBack} navigate={inApp}>
      <KeepAliveOutlet />
    </ShellFrame>
  );
}

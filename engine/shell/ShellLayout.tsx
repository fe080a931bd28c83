import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { ShellFrame } from './ShellFrame';
import { useInPageMarker } from './useInPageMarker';

export { ShellHostContext, ShellOptionsContext } from './ShellFrame';

/**
 * The root shell of the router (P§2): the shell frame at the router's
 * location, in-app navigation through the router with the in-page marker,
 * and the page area with kept-alive pages.
 */
export function ShellLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  useInPageMarker();
  const goBack = useCallback(() => void navigate(-1), [navigate]);
  const inApp = useCallback((to: string) => void navigate(to), [navigate]);
  return (
    <ShellFrame pathname={location.pathname} search={location.search} goBack={goBack} navigate={inApp}>
      <KeepAliveOutlet />
    </ShellFrame>
  );
}

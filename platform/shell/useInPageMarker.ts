import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { inAppTarget } from '@engine/react/pageShell/shellQuery';

/**
 * Navigating inside the app: a new page opened without its own `from`
 * keeps the app's query (app_immersion, lang, uid...) and gets the in-page
 * marker, so the top bar's left tap goes back instead of closing the page.
 */
export function useInPageMarker(): void {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = location.search;
    if (type !== 'PUSH' || before === undefined) return;
    const here = `${location.pathname}${location.search}${location.hash}`;
    const target = inAppTarget(here, before);
    if (target !== here) navigate(target, { replace: true, state: location.state as unknown });
  }, [location, type, navigate]);
}

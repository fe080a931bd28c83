import { Activity, useContext, useRef, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router-dom';
import { PageQueryContext } from '@engine/react/contexts';

/** Route `handle` read by the shell. */
export interface ShellRouteHandle {
  keepAlive?: boolean;
}

interface KeptEntry {
  element: ReactNode;
  /** The query of the location the page was last shown at: hidden, it keeps reading its own. */
  query: Readonly<Record<string, string>> | undefined;
}

/**
 * The routed page area. Pages marked kept alive stay mounted but hidden
 * when the user leaves them, so their state is there on the next visit.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const keep = (leaf?.handle as ShellRouteHandle | undefined)?.keepAlive === true;
  const activeKey = leaf?.id ?? '';
  const query = useContext(PageQueryContext);
  const cache = useRef(new Map<string, KeptEntry>());
  if (keep && outlet) cache.current.set(activeKey, { element: outlet, query });

  return (
    <>
      {[...cache.current].map(([key, kept]) => (
        <Activity key={key} mode={keep && key === activeKey ? 'visible' : 'hidden'}>
          <PageQueryContext value={kept.query}>{kept.element}</PageQueryContext>
        </Activity>
      ))}
      {keep ? null : outlet}
    </>
  );
}

import { Activity, useRef, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router-dom';

/** Route `handle` read by the shell. */
export interface ShellRouteHandle {
  keepAlive?: boolean;
}

/**
 * The routed page area. Pages marked kept alive (P§2) stay mounted but hidden
 * when the user leaves them, so their state is there on the next visit.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const keep = (leaf?.handle as ShellRouteHandle | undefined)?.keepAlive === true;
  const activeKey = leaf?.id ?? '';
  const cache = useRef(new Map<string, ReactNode>());
  if (keep && outlet) cache.current.set(activeKey, outlet);

  return (
    <>
      {[...cache.current].map(([key, element]) => (
        <Activity key={key} mode={keep && key === activeKey ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {keep ? null : outlet}
    </>
  );
}

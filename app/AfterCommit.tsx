import { useEffect } from 'react';

/** Renders nothing; calls `onCommit` once the tree around it is on screen (after hydration, for a prerendered page). */
export function AfterCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

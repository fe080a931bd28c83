import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders its children at the end of <body>. Nothing is rendered on the
 * server or during the first client render, so prerendered HTML stays stable.
 */
export function Portal({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setTarget(document.body);
  }, []);
  return target ? createPortal(children, target) : null;
}

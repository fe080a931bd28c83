import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useCampaign } from '../hooks/useCampaign';
import { themeColors } from '../themeStyle';

/**
 * Renders its children at the end of <body>. Nothing is rendered on the
 * server or during the first client render, so prerendered HTML stays stable.
 * Outside the page's element, the children still take the campaign's theme colours (a wrapper that adds no box
 * carries them), so a dialog's text and surfaces are those the theme was checked for.
 */
export function Portal({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const theme = useCampaign()?.definition.theme;
  useEffect(() => {
    setTarget(document.body);
  }, []);
  return target
    ? createPortal(
        <div className="cw-theme" style={themeColors(theme)}>
          {children}
        </div>,
        target,
      )
    : null;
}

import type { NavbarIcon as IconName } from './schema';

const PATHS: Record<IconName, string> = {
  back: 'M15 4 7 12l8 8',
  close: 'M6 6l12 12M18 6 6 18',
  share: 'M12 3v12M7 8l5-5 5 5M5 13v7h14v-7',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  help: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v.5M12 17.5h.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  rule: 'M7 3h10v18H7zM10 8h4M10 12h4M10 16h2',
};

/** The line icons of the bar (decorative: the button carries the accessible name). */
export function NavbarIcon({ name }: { name: IconName }) {
  return (
    <svg className="cw-navbar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth={name === 'more' ? 3 : 2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

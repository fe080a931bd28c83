/**
 * The room a data list reserves while its rows load (no layout shift when they come): its limit's rows when its
 * props set one, else as many rows as fill a phone's first screen, so that what comes below a long list starts off
 * that screen whatever the list's length.
 */

import { FIRST_SCREEN_HEIGHT } from '@engine';

/** How many rows of `rowHeight` px a list of at most `limit` rows (a prop, maybe unset or still a binding) reserves. */
export function reservedRows(limit: unknown, rowHeight: number): number {
  const screen = Math.ceil(FIRST_SCREEN_HEIGHT / rowHeight);
  return typeof limit === 'number' && limit > 0 ? Math.min(limit, screen) : screen;
}

/** The height of a list section (its padding and title) with `rows` rows of `rowHeight` px, `gap` px apart. */
export function listSectionHeight(title: unknown, rows: number, rowHeight: number, gap: number): number {
  return 16 + (title ? 28 : 0) + rows * (rowHeight + gap) - gap;
}

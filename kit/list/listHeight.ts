/**
 * The room a data list reserves while its rows load (no layout shift when they come): its limit's rows when its
 * props set one, else as many rows as fill a phone's first screen, so that what comes below a long list starts off
 * that screen whatever the list's length.
 */

/** Rows reserved for a list whose props do not limit its length: a phone's first screen of 64 px rows. */
export const SCREEN_ROWS = 12;

/** How many rows a list of at most `limit` rows (a prop, maybe unset or still a binding) reserves. */
export function reservedRows(limit: unknown): number {
  return typeof limit === 'number' && limit > 0 ? Math.min(limit, SCREEN_ROWS) : SCREEN_ROWS;
}

/** The height of a list section (its padding and title) with `rows` rows of `rowHeight` px, `gap` px apart. */
export function listSectionHeight(title: unknown, rows: number, rowHeight: number, gap: number): number {
  return 16 + (title ? 28 : 0) + rows * (rowHeight + gap) - gap;
}

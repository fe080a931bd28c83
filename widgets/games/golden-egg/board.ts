/**
 * The egg board's placeholder while its index loads, the loaded board's height: stats, egg and guarantee in three
 * rows (316 px with the section's padding), the buy-everything offer a fourth when the page sets one (408 px).
 */
export function eggBoardRows(offer: unknown): { count: number; height: number } {
  return offer ? { count: 4, height: 90 } : { count: 3, height: 92 };
}

/** The board's height while it loads: its rows 8 px apart inside the section's 12 px padding. */
export function eggBoardHeight(offer: unknown): number {
  const rows = eggBoardRows(offer);
  return 24 + rows.count * (rows.height + 8) - 8;
}

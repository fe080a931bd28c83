import { useEffect } from 'react';

/**
 * Performance mark left once per document when the page first shows an answer from the server (a widget
 * rendered with its data, after that render's commit): the moment the benchmark reports as "first data on
 * screen" (`bench/`); `html[data-ready]` marks the page interactive.
 */
export const FIRST_DATA_MARK = 'engine:first-data';

/** Leaves FIRST_DATA_MARK the first time a widget of the page renders with its data (`shown`). */
export function useFirstDataMark(shown: boolean): void {
  useEffect(() => {
    if (!shown || typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
    if (performance.getEntriesByName(FIRST_DATA_MARK, 'mark').length === 0) performance.mark(FIRST_DATA_MARK);
  }, [shown]);
}

/**
 * Loads records page by page through the engine http client; one request at a time. The first page is a cached
 * read of the records' path (useApiQuery): a write that changes the records (a draw, say) has it read again
 * (refreshApiReads), and the list starts over from the fresh first page.
 */
import { useEffect, useRef, useState } from 'react';
import { useApiQuery, useEngineServices } from '@engine';
import type { Row } from '@kit/readField';
import { hasMorePages, pageRows, withoutOverlap } from './recordRows';
import type { RecordListProps } from './schema';

export interface RecordPages {
  rows: Row[];
  status: 'loading' | 'error' | 'idle';
  done: boolean;
  /** The failure of the last page asked, while status is 'error'. */
  error?: unknown;
  loadMore(): void;
  /** Reads the first page again (after a write that changed the records); the list starts over from it. */
  reload(): Promise<unknown>;
}

interface Later {
  /** The first page these later pages follow (its dataUpdatedAt); a fresh first page starts them over. */
  base: number;
  rows: Row[];
  next: number;
  /** Set once a later page has been read; before that the first page says whether there are more. */
  done?: boolean;
  status: 'loading' | 'error' | 'idle';
  error?: unknown;
}

export function useRecordPages(props: RecordListProps): RecordPages {
  const { http } = useEngineServices();
  const { path, params, pageParam, sizeParam, pageSize, firstPage } = props;
  // Read again whenever the list shows: records change with every draw.
  const first = useApiQuery<unknown>({ path, params: { ...params, [pageParam]: firstPage, [sizeParam]: pageSize }, silent: true }, { staleTimeMs: 0 });
  const firstRows = first.data === undefined ? [] : pageRows(first.data);
  const base = first.dataUpdatedAt;
  const startOver = (from: number): Later => ({ base: from, rows: [], next: firstPage + 1, status: 'idle' });
  const [stored, setLater] = useState<Later>(() => startOver(base));
  // Derived while rendering, not in an effect: a tap right after a fresh first page shows already belongs to it.
  const later = stored.base === base ? stored : startOver(base);
  const busy = useRef(false);
  const alive = useRef(true);
  const baseRef = useRef(base);
  baseRef.current = base;

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const shown = [...firstRows, ...later.rows];
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const nextRef = useRef(later.next);
  nextRef.current = later.next;

  const loadMore = () => {
    if (first.isError && first.data === undefined) {
      void first.refetch();
      return;
    }
    if (busy.current || first.data === undefined) return;
    busy.current = true;
    const gen = baseRef.current;
    const page = nextRef.current;
    const current = (l: Later): Later => (l.base === gen ? l : startOver(gen));
    setLater((l) => ({ ...current(l), status: 'loading' }));
    http
      .request<unknown>({ path, params: { ...params, [pageParam]: page, [sizeParam]: pageSize }, silent: true })
      .then((content) => {
        if (!alive.current || gen !== baseRef.current) return;
        const got = pageRows(content);
        const fresh = withoutOverlap(shownRef.current, got);
        setLater((l) => ({ base: gen, rows: [...current(l).rows, ...fresh], next: page + 1, done: !hasMorePages(content, got.length, pageSize), status: 'idle' }));
      })
      .catch((err: unknown) => {
        if (!alive.current || gen !== baseRef.current) return;
        setLater((l) => ({ ...current(l), status: 'error', error: err }));
      })
      .finally(() => {
        busy.current = false;
      });
  };

  const reload = () => first.refetch();
  if (first.data === undefined) {
    if (first.isError) return { rows: [], status: 'error', done: false, error: first.error, loadMore, reload };
    return { rows: [], status: 'loading', done: false, loadMore, reload };
  }
  return { rows: shown, status: later.status, done: later.done ?? !hasMorePages(first.data, firstRows.length, pageSize), loadMore, reload, ...(later.status === 'error' ? { error: later.error } : {}) };
}

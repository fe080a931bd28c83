/**
 * Loads records page by page through the engine http client; one request at a time. The first page is a cached
 * read of the records' path (useApiQuery): a write that changes the records (a draw, say) has it read again
 * (refreshApiReads), and the list starts over from the fresh first page.
 */
import { useEffect, useRef, useState } from 'react';
import { useApiQuery, useEngineServices } from '@engine';
import type { Row } from '../blocks/readField';
import { hasMorePages, pageRows, withoutOverlap } from './recordRows';
import type { RecordListProps } from './schema';

export interface RecordPages {
  rows: Row[];
  status: 'loading' | 'error' | 'idle';
  done: boolean;
  /** The failure of the last page asked, while status is 'error'. */
  error?: unknown;
  loadMore(): void;
}

interface Later {
  rows: Row[];
  next: number;
  done: boolean;
  status: 'loading' | 'error' | 'idle';
  error?: unknown;
}

export function useRecordPages(props: RecordListProps): RecordPages {
  const { http } = useEngineServices();
  const { path, params, pageParam, sizeParam, pageSize, firstPage } = props;
  // Read again whenever the list shows: records change with every draw.
  const first = useApiQuery<unknown>({ path, params: { ...params, [pageParam]: firstPage, [sizeParam]: pageSize }, silent: true }, { staleTimeMs: 0 });
  const firstRows = first.data === undefined ? [] : pageRows(first.data);
  const [later, setLater] = useState<Later>({ rows: [], next: firstPage + 1, done: false, status: 'idle' });
  const busy = useRef(false);
  const alive = useRef(true);
  const generation = useRef(0);

  // A fresh first page: the pages after it are read again from there.
  useEffect(() => {
    generation.current += 1;
    setLater({ rows: [], next: firstPage + 1, done: first.data === undefined ? false : !hasMorePages(first.data, pageRows(first.data).length, pageSize), status: 'idle' });
  }, [first.data, first.dataUpdatedAt, firstPage, pageSize]);

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
    const gen = generation.current;
    const page = nextRef.current;
    setLater((l) => ({ ...l, status: 'loading' }));
    http
      .request<unknown>({ path, params: { ...params, [pageParam]: page, [sizeParam]: pageSize }, silent: true })
      .then((content) => {
        if (!alive.current || gen !== generation.current) return;
        const got = pageRows(content);
        const fresh = withoutOverlap(shownRef.current, got);
        setLater((l) => ({ rows: [...l.rows, ...fresh], next: page + 1, done: !hasMorePages(content, got.length, pageSize), status: 'idle' }));
      })
      .catch((err: unknown) => {
        if (!alive.current || gen !== generation.current) return;
        setLater((l) => ({ ...l, status: 'error', error: err }));
      })
      .finally(() => {
        busy.current = false;
      });
  };

  if (first.data === undefined) {
    if (first.isError) return { rows: [], status: 'error', done: false, error: first.error, loadMore };
    return { rows: [], status: 'loading', done: false, loadMore };
  }
  return { rows: shown, status: later.status, done: later.done, loadMore, ...(later.status === 'error' ? { error: later.error } : {}) };
}

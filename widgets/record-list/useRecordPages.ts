/** Loads records page by page through the engine http client; one request at a time. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEngineServices } from '@engine';
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

export function useRecordPages(props: RecordListProps): RecordPages {
  const { http } = useEngineServices();
  const [rows, setRows] = useState<Row[]>([]);
  const [status, setStatus] = useState<RecordPages['status']>('loading');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>();
  const next = useRef(props.firstPage);
  const busy = useRef(false);
  const alive = useRef(true);
  const { path, params, pageParam, sizeParam, pageSize } = props;

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    const page = next.current;
    http
      .request<unknown>({ path, params: { ...params, [pageParam]: page, [sizeParam]: pageSize }, silent: true })
      .then((content) => {
        if (!alive.current) return;
        const got = pageRows(content);
        next.current = page + 1;
        setRows((prev) => [...prev, ...withoutOverlap(prev, got)]);
        setDone(!hasMorePages(content, got.length, pageSize));
        setStatus('idle');
      })
      .catch((err: unknown) => {
        if (!alive.current) return;
        setError(err);
        setStatus('error');
      })
      .finally(() => {
        busy.current = false;
      });
  }, [http, path, params, pageParam, sizeParam, pageSize]);

  useEffect(() => {
    alive.current = true;
    loadMore();
    return () => {
      alive.current = false;
    };
    // The first page is read once when the list appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { rows, status, done, loadMore, ...(status === 'error' ? { error } : {}) };
}

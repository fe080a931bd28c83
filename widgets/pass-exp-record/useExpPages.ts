/** EXP records page by page (pageNum, pageSize); one request at a time; a failed page can be asked again. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDate, formatTime, useEngineServices } from '@engine';

export interface ExpRecord {
  key: string;
  exp: number;
  source: string;
  time: string;
}

export interface ExpPages {
  rows: ExpRecord[];
  status: 'loading' | 'error' | 'idle';
  more: boolean;
  loadMore(): void;
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readPage(content: unknown, pageSize: number): { rows: Row[]; more: boolean } {
  const rows = (Array.isArray(content) ? content : isRow(content) ? [content.rows, content.list, content.records].find(Array.isArray) ?? [] : []).filter(isRow);
  const more = isRow(content) && typeof content.hasMore === 'boolean' ? content.hasMore : rows.length >= pageSize;
  return { rows, more };
}

function toRecord(row: Row, key: string): ExpRecord {
  const when = row.time ?? row.createTime;
  return {
    key,
    exp: typeof row.exp === 'number' ? row.exp : Number(row.exp ?? 0) || 0,
    source: typeof row.source === 'string' ? row.source : typeof row.reason === 'string' ? row.reason : '',
    time: typeof when === 'string' || typeof when === 'number' ? `${formatDate(when)} ${formatTime(when)}`.trim() : '',
  };
}

export function useExpPages(path: string, pageSize: number): ExpPages {
  const { http } = useEngineServices();
  const [rows, setRows] = useState<ExpRecord[]>([]);
  const [status, setStatus] = useState<ExpPages['status']>('loading');
  const [more, setMore] = useState(false);
  const next = useRef(1);
  const busy = useRef(false);
  const alive = useRef(true);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    const page = next.current;
    http
      .request<unknown>({ path, params: { pageNum: page, pageSize }, silent: true })
      .then((content) => {
        if (!alive.current) return;
        const got = readPage(content, pageSize);
        next.current = page + 1;
        setRows((prev) => [...prev, ...got.rows.map((r, i) => toRecord(r, `${page}-${i}`))]);
        setMore(got.more);
        setStatus('idle');
      })
      .catch(() => {
        if (alive.current) setStatus('error');
      })
      .finally(() => {
        busy.current = false;
      });
  }, [http, path, pageSize]);

  useEffect(() => {
    alive.current = true;
    loadMore();
    return () => {
      alive.current = false;
    };
  }, [loadMore]);

  return { rows, status, more, loadMore };
}

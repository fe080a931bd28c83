/**
 * The state of a list's next page, below its rows: a placeholder row while it loads, its failure with Retry,
 * "No more records" once the last page is in, and else Load more (a button, or reading on when the end of the
 * list scrolls into view).
 */
import { useEffect, useRef } from 'react';
import { SkeletonRows } from '../SkeletonRows';
import { StateMessage } from '../StateMessage';
import { useWidgetT } from '../useWidgetT';
import './list.css';

export interface ListMore {
  status: 'idle' | 'loading' | 'error';
  /** The failure of the last page asked, while status is 'error'. */
  error?: unknown;
  /** The last page is in. */
  done: boolean;
  /** 'button': a Load more button; 'reach-bottom': the next page is read when the end of the list shows. */
  paging: 'button' | 'reach-bottom' | 'none';
  loadMore(): void;
}

export function LoadMore({ more, rowHeight }: { more: ListMore; rowHeight: number }) {
  const bt = useWidgetT('blocks');
  const sentinel = useRef<HTMLDivElement>(null);
  const { status, error, done, paging, loadMore } = more;
  const canLoad = !done && status === 'idle';

  useEffect(() => {
    if (paging !== 'reach-bottom' || !canLoad || !sentinel.current || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '20px' });
    io.observe(sentinel.current);
    return () => io.disconnect();
  }, [paging, canLoad, loadMore]);

  return (
    <div className="cw-list__foot">
      {status === 'error' ? <StateMessage kind="error" error={error} onRetry={loadMore} /> : null}
      {status === 'loading' ? <SkeletonRows count={1} height={rowHeight} /> : null}
      {done ? <p className="cw-list__end">{bt('noMore')}</p> : null}
      {canLoad && paging === 'button' ? (
        <button type="button" className="cw-btn cw-btn--ghost cw-list__more" onClick={loadMore}>
          {bt('loadMore')}
        </button>
      ) : null}
      <div ref={sentinel} className="cw-list__sentinel" aria-hidden="true" />
    </div>
  );
}

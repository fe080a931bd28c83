/**
 * A list in every state, the one way list widgets show them: placeholder rows while the first rows load, the
 * failure with Retry when they could not be read (a section built from data never silently disappears on a
 * network fault), the empty message, the rows, and below them the next page's state (see LoadMore).
 */
import { Fragment, type ReactNode } from 'react';
import { SkeletonRows } from '../SkeletonRows';
import { StateMessage } from '../StateMessage';
import { LoadMore, type ListMore } from './LoadMore';
import './list.css';

/** The read behind the rows: a data source's (useData) or a request's (useApiQuery). */
export interface ListRead {
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  refetch(): unknown;
}

export interface ListViewProps<T> {
  /** The rows; undefined while they load (or when the read failed). */
  rows: readonly T[] | undefined;
  /** Without it (rows bound from page data, which the engine loads) missing rows show as loading. */
  read?: ListRead | undefined;
  /** The placeholder rows while loading: as many and as high as the rows to come, so nothing moves. */
  skeleton: { count: number; height: number; gap?: number };
  /** The empty message, already translated; without it the blocks' "Nothing here yet". */
  empty?: string | undefined;
  /** Shown as a failure with Retry when an answer came but holds no rows (else that is empty), already translated. */
  unreadable?: string | undefined;
  /** Later pages, shown below the rows once the first page has some. */
  more?: ListMore | undefined;
  /** The list element: a <ul> unless the order means something (<ol>) or rows pair a term with its text (<dl>). */
  as?: 'ul' | 'ol' | 'dl';
  /** The widget's classes for the list, besides the shared `cw-list`. */
  className?: string | undefined;
  /** The list's accessible name, already translated. */
  label?: string | undefined;
  /** A row's key among its siblings; its index without. */
  rowKey?(row: T, index: number): string | number;
  /** One row: an <li> (a <div> of <dt> and <dd> in a <dl>). */
  children(row: T, index: number): ReactNode;
}

export function ListView<T>({ rows, read, skeleton, empty, unreadable, more, as: List = 'ul', className, label, rowKey, children }: ListViewProps<T>) {
  if (!rows && read?.status === 'error') return <StateMessage kind="error" error={read.error} onRetry={() => void read.refetch()} />;
  if (!rows && read?.status === 'success' && unreadable) return <StateMessage kind="error" message={unreadable} onRetry={() => void read.refetch()} />;
  // An answer read but not a list holds no rows: empty, not loading for ever.
  const shown = rows ?? (read?.status === 'success' ? [] : undefined);
  if (!shown) return <SkeletonRows count={skeleton.count} height={skeleton.height} gap={skeleton.gap} />;
  if (shown.length === 0) return <StateMessage kind="empty" message={empty} />;
  return (
    <>
      <List className={className ? `cw-list ${className}` : 'cw-list'} aria-label={label}>
        {shown.map((row, i) => (
          <Fragment key={rowKey ? rowKey(row, i) : i}>{children(row, i)}</Fragment>
        ))}
      </List>
      {more ? <LoadMore more={more} rowHeight={skeleton.height} /> : null}
    </>
  );
}

export interface ListSectionProps {
  /** The widget's own class, besides the shared `cw-list-section` (its padding and text colour). */
  className: string;
  /** The heading, already translated; none without. */
  title?: string | undefined;
  /** True while the rows shown are about to be replaced (assistive technology waits). */
  busy?: boolean | undefined;
  children: ReactNode;
}

/** The section a list stands in, under its heading (the one look of list headings). */
export function ListSection({ className, title, busy, children }: ListSectionProps) {
  return (
    <section className={`cw-list-section ${className}`} aria-busy={busy}>
      {title ? <h3 className="cw-list__title">{title}</h3> : null}
      {children}
    </section>
  );
}

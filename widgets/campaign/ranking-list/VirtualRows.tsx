/** Long rankings (1,000+ rows): only the rows in view are in the document. */
import { useRef } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { RankingRow } from './RankingRow';
import type { RankRow } from './rankingRows';

export interface VirtualRowsProps {
  rows: RankRow[];
  rowHeight: number;
  label: string;
  /** Size used before the list is measured (first paint, tests). */
  initialHeight?: number;
  /** Opens a row's room (rows with a room are buttons). */
  onOpen?: (room: string | number) => void;
  openLabel?: (row: RankRow) => string;
}

export default function VirtualRows({ rows, rowHeight, label, initialHeight = 600, onOpen, openLabel }: VirtualRowsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 360, height: initialHeight },
    // A list not laid out yet (hidden tab, first paint) reports no height: assume the initial one.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width || 360, height: initialHeight })),
  });
  return (
    <div ref={scroller} className="cw-ranking__scroller" style={{ maxHeight: initialHeight }} tabIndex={0}>
      <ol className="cw-ranking__rows" aria-label={label} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          return row ? (
            <RankingRow key={row.key} row={row} height={rowHeight} onOpen={onOpen} openLabel={openLabel?.(row)} style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${v.start}px)` }} />
          ) : null;
        })}
      </ol>
    </div>
  );
}

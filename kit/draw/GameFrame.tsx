/**
 * What every draw game shows around its board: the page's title over it, and, until the game's index is read, a
 * skeleton while it loads, the failure with a retry, or the empty state for an answer that holds no game.
 */
import { useT } from '@engine';
import type { ListRead } from '../list/ListView';
import { SkeletonRows } from '../SkeletonRows';
import { StateMessage } from '../StateMessage';

/** The game's index not read yet (or not a game): its loading, error or empty state. */
export function GameLoading({ read, rows, height }: { read: ListRead; rows: number; height: number }) {
  if (read.status === 'error') return <StateMessage kind="error" error={read.error} onRetry={() => void read.refetch()} />;
  if (read.status === 'success') return <StateMessage kind="empty" />;
  return <SkeletonRows count={rows} height={height} />;
}

/** The page's title over the game (a string key), none without one. */
export function GameTitle({ title, className }: { title?: string; className: string }) {
  const t = useT();
  return title ? <h3 className={className}>{t(title)}</h3> : null;
}

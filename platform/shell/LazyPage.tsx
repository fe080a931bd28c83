import type { ComponentType } from 'react';
import { usePageReady } from '@engine/react/pageShell/ShellContext';
import { ErrorState, LoadingState } from './StateViews';
import { useChunk, type ChunkLoader } from './useChunk';
import { useShellT } from './useShellT';

/**
 * A page loaded on demand. A chunk that fails or takes over 120 s
 * shows an error with a retry button.
 */
export function LazyPage({ load }: { load: ChunkLoader<{ default: ComponentType }> }) {
  const chunk = useChunk(load);
  const t = useShellT();
  usePageReady(chunk.status !== 'loading');
  if (chunk.status === 'loading') return <LoadingState />;
  if (chunk.status === 'error') return <ErrorState message={t('shell.error.chunk')} onRetry={chunk.retry} />;
  const Page = chunk.value.default;
  return <Page />;
}

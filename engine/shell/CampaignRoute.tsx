import { lazy, Suspense } from 'react';
import { CampaignPage } from '../react';
import { useCampaignTitle } from './useCampaignTitle';
import { usePageReady } from './ShellContext';
import { ErrorState, LoadingState } from './StateViews';
import { readCampaignModule, type CampaignEntry } from './campaignEntry';
import { useChunk } from './useChunk';
import { useShellT } from './useShellT';

/**
 * A campaign route: loads the compiled campaign on demand and renders it.
 * An invalid definition shows its error list in development and a friendly
 * message in production.
 */
export function CampaignRoute({ entry, production }: { entry: CampaignEntry; production: boolean }) {
  const t = useShellT();
  const chunk = useChunk(campaignLoader(entry));
  usePageReady(chunk.status !== 'loading');
  const result = chunk.status === 'ready' ? readCampaignModule(chunk.value) : undefined;
  useCampaignTitle(result?.ok ? result.campaign : undefined);
  if (chunk.status === 'loading') return <LoadingState />;
  if (chunk.status === 'error') return <ErrorState message={t('shell.error.chunk')} onRetry={chunk.retry} />;
  if (!result?.ok) {
    if (production) return <ErrorState message={t('shell.error.campaign')} />;
    return (
      <Suspense fallback={<LoadingState />}>
        <CampaignErrorsPanel errors={result?.errors ?? []} />
      </Suspense>
    );
  }
  return <CampaignPage campaign={result.campaign} />;
}

/** The operator's list of definition errors (development only), loaded when shown. */
const CampaignErrorsPanel = lazy(() => import('./CampaignErrorsPanel').then((m) => ({ default: m.CampaignErrorsPanel })));

const loaders = new WeakMap<CampaignEntry, () => Promise<unknown>>();

/** One loader per entry, so a loaded campaign is remembered across visits. */
export function campaignLoader(entry: CampaignEntry): () => Promise<unknown> {
  let load = loaders.get(entry);
  if (!load) {
    load = () => entry.load();
    loaders.set(entry, load);
  }
  return load;
}

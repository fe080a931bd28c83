import { lazy, Suspense } from 'react';
import { CampaignPage } from '@engine/react';
import { useCampaignTitle } from './useCampaignTitle';
import { usePageReady } from '@engine/react/pageShell/ShellContext';
import { ErrorState, LoadingState } from './StateViews';
import type { Locale } from '@engine/core/types';
import { useLocale } from '@engine/react/hooks/useLocale';
import { packOf } from '@engine/i18n/resolveLocale';
import { campaignInLanguage, readCampaignModule, type CampaignEntry } from './campaignEntry';
import { preloadChunk, useChunk } from './useChunk';
import { useShellT } from './useShellT';

/**
 * A campaign route: loads the compiled campaign on demand and renders it.
 * An invalid definition shows its error list in development and a friendly
 * message in production.
 */
export function CampaignRoute({ entry, production }: { entry: CampaignEntry; production: boolean }) {
  const t = useShellT();
  const chunk = useChunk(campaignLoader(entry, useLocale()));
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

const loaders = new WeakMap<CampaignEntry, Map<string, () => Promise<unknown>>>();

/**
 * One loader per entry and language, so a loaded campaign is remembered across visits: in en, the compiled
 * module; in another language, the campaign with that language's strings (`campaignInLanguage`).
 */
export function campaignLoader(entry: CampaignEntry, locale: Locale = 'en'): () => Promise<unknown> {
  let byPack = loaders.get(entry);
  if (!byPack) loaders.set(entry, (byPack = new Map()));
  const pack = packOf(locale);
  let load = byPack.get(pack);
  if (!load) {
    if (pack === 'en') load = () => entry.load();
    else {
      const module = campaignLoader(entry);
      load = () =>
        preloadChunk(module).then((mod) => {
          const read = readCampaignModule(mod);
          return read.ok ? campaignInLanguage(read.campaign, locale) : mod;
        });
    }
    byPack.set(pack, load);
  }
  return load;
}

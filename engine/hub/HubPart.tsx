/**
 * One part of a hub: the campaign it refers to, loaded from the hub's compiled module (`parts`, a chunk of its
 * own) with the strings of the page language, rendered with its own strings, data and page state. It follows the
 * hub's period unless the part gives `own` (the campaign's) or a period of its own; with `section` it shows only
 * that node of the campaign's page.
 */
import { Suspense, use, useEffect, useMemo, useReducer, useState } from 'react';
import { joinPath } from '../core/bindings';
import type { HubPart as HubPartDefinition, LoadedCampaign, Locale, PageNode } from '../core/types';
import { campaignInLanguage, readCampaignModule } from '../react/campaignModule';
import { CampaignScope } from '../react/CampaignScope';
import { useCampaign } from '../react/hooks/useCampaign';
import { useLocale } from '../react/hooks/useLocale';
import { WidgetBoundary } from '../react/render/WidgetBoundary';
import { WidgetNode } from '../react/render/WidgetNode';
import { WidgetSkeleton } from '../react/render/WidgetSkeleton';
import { themeStyle } from '../react/themeStyle';

const loads = new Map<() => Promise<unknown>, Map<Locale, Promise<LoadedCampaign>>>();

/** The part's campaign in a language, loaded once per loader and language (a failed load is tried again on retry). */
function loadPart(loader: () => Promise<unknown>, locale: Locale): Promise<LoadedCampaign> {
  let byLocale = loads.get(loader);
  if (!byLocale) loads.set(loader, (byLocale = new Map()));
  let loaded = byLocale.get(locale);
  if (!loaded) {
    loaded = loader().then((mod) => {
      const read = readCampaignModule(mod);
      if (!read.ok) throw new Error(read.errors.map((e) => e.message).join('; '));
      return campaignInLanguage(read.campaign, locale);
    });
    loaded.catch(() => byLocale.delete(locale));
    byLocale.set(locale, loaded);
  }
  return loaded;
}

/** The node with this id in a page tree, with its path, or undefined. */
function findSection(nodes: readonly PageNode[], id: string, path: string): { node: PageNode; path: string } | undefined {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const at = joinPath(path, i);
    if (node.id === id) return { node, path: at };
    const inner = node.children ? findSection(node.children, id, joinPath(at, 'children')) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function LoadedPart({ part, load }: { part: HubPartDefinition; load: Promise<LoadedCampaign> }) {
  const hub = useCampaign();
  const loaded = use(load);
  const period = part.period === 'own' ? loaded.definition.period : (part.period ?? hub?.definition.period ?? loaded.definition.period);
  const campaign = useMemo<LoadedCampaign>(() => ({ ...loaded, definition: { ...loaded.definition, period } }), [loaded, period]);
  const { definition } = campaign;
  const section = part.section === undefined ? undefined : findSection(definition.page, part.section, 'page');
  const nodes = section ? [section] : definition.page.map((node, i) => ({ node, path: joinPath('page', i) }));
  return (
    <CampaignScope campaign={campaign}>
      <div className="campaign-part" data-campaign={definition.id} data-part={part.id} style={themeStyle(definition.theme, campaign.assets)}>
        {nodes.map(({ node, path }) => (
          <WidgetNode key={node.id ?? path} node={node} path={path} />
        ))}
      </div>
    </CampaignScope>
  );
}

export function HubPart({ part }: { part: HubPartDefinition }) {
  const loader = useCampaign()?.parts?.[part.id];
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  // A retry (a new attempt) asks again for a load that failed.
  const load = useMemo(() => (loader && attempt >= 0 ? loadPart(loader, locale) : undefined), [loader, locale, attempt]);
  // The part renders again once its campaign is in (or failed to come), whether or not React retries the boundary
  // that waited for it: a part opened by a tap, while nothing above it renders again, would stay on its placeholder.
  const [, settled] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let live = true;
    const done = () => live && settled();
    load?.then(done, done);
    return () => {
      live = false;
    };
  }, [load]);
  if (!load) return null;
  return (
    <WidgetBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<WidgetSkeleton height={320} />}>
        <LoadedPart part={part} load={load} />
      </Suspense>
    </WidgetBoundary>
  );
}

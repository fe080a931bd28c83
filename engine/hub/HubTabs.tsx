/**
 * A hub's tabs: its landing, then each part of the hub, shown by the engine's tabs (only the selected panel is
 * rendered, so a part's code, strings and data load when its tab first opens). The hub's phase, period and data
 * reach the parts as `hub`. Opened at `<hub route>/<part id>`, the page starts on that part's tab.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { RenderedChild, WidgetComponentProps } from '../core/types';
import { useCampaign } from '../react/hooks/useCampaign';
import { usePhase } from '../react/hooks/usePhase';
import { HubContext, type HubScope } from '../react/hubContext';
import { useScopeContext } from '../react/useEngineContext';
import { HubPart } from './HubPart';
import type { HubTabsProps } from './hubTabs';
import Tabs from '../react/layout/Tabs';

const noSubscribe = () => () => undefined;
const livePath = () => window.location.pathname;
// The prerendered page is the hub's landing: the part named by the path is chosen once the page runs.
const serverPath = () => '';

export default function HubTabs({ props, children, node }: WidgetComponentProps<HubTabsProps>) {
  const campaign = useCampaign();
  const phase = usePhase();
  const { scope } = useScopeContext();
  const parts = useMemo(() => campaign?.definition.parts ?? [], [campaign]);
  const path = useSyncExternalStore(noSubscribe, livePath, serverPath).replace(/\/+$/, '');
  const initial = parts.findIndex((p) => path.endsWith(`/${p.id}`)) + 1;
  const data = scope.data as Record<string, unknown> | undefined;
  const hub = useMemo<HubScope | undefined>(
    () => (campaign ? { id: campaign.definition.id, phase, period: campaign.definition.period, data: data ?? {} } : undefined),
    [campaign, phase, data],
  );
  const panels: RenderedChild[] = [
    { key: 'main', type: 'tab', props: { label: props.mainLabel }, element: <>{children.map((c) => c.element)}</> },
    ...parts.map((part) => ({ key: `part-${part.id}`, type: 'tab', props: { label: part.title }, element: <HubPart part={part} /> })),
  ];
  return (
    <HubContext.Provider value={hub}>
      <div data-hub={campaign?.definition.id}>
        <Tabs key={initial} props={{ initial, ...(props.stateKey ? { stateKey: props.stateKey } : {}) }} node={node}>
          {panels}
        </Tabs>
      </div>
    </HubContext.Provider>
  );
}

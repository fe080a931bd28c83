/**
 * A hub's tabs: its landing, then each part of the hub, shown by the engine's tabs (only the selected panel is
 * rendered, so a part's code, strings and data load when its tab first opens). The hub's phase, period and data
 * reach the parts as `hub`. The address names the tab: `<hub route>/<part id>` is that part's tab, the hub's route
 * its landing; a tap on a tab moves the address there (a new history entry), so back, forward and reload keep it.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { RenderedChild, WidgetComponentProps } from '../core/types';
import { useCampaign } from '../react/hooks/useCampaign';
import { usePhase } from '../react/hooks/usePhase';
import { HubContext, type HubScope } from '../react/hubContext';
import { useScopeContext } from '../react/useEngineContext';
import { HubPart } from './HubPart';
import type { HubTabsProps } from './hubTabs';
import Tabs from '../react/layout/Tabs';
import { useLocalState } from '../react/hooks/useLocalState';

/** Told when a tab tap moves the address (history.pushState fires no event of its own). */
const TAB_MOVED = 'hubtabmoved';
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(TAB_MOVED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(TAB_MOVED, onChange);
  };
};
const livePath = () => window.location.pathname;
// The prerendered page is the hub's landing: the part named by the path is chosen once the page runs.
const serverPath = () => '';

export default function HubTabs({ props, children, node }: WidgetComponentProps<HubTabsProps>) {
  const campaign = useCampaign();
  const phase = usePhase();
  const { scope } = useScopeContext();
  const parts = useMemo(() => campaign?.definition.parts ?? [], [campaign]);
  const path = useSyncExternalStore(subscribe, livePath, serverPath).replace(/\/+$/, '');
  const selected = parts.findIndex((p) => path.endsWith(`/${p.id}`)) + 1;
  const [, setStored] = useLocalState<number>(props.stateKey ?? '');
  useEffect(() => {
    if (props.stateKey) setStored(selected);
  }, [props.stateKey, selected, setStored]);
  /** The address of tab `i`: the hub's route (the current part's id taken off), then the part's id; query kept. */
  const select = (i: number) => {
    if (i === selected) return;
    const current = parts[selected - 1];
    const hubPath = current ? path.slice(0, -(current.id.length + 1)) : path;
    const next = parts[i - 1];
    const { search, hash } = window.location;
    window.history.pushState(window.history.state, '', `${hubPath}${next ? `/${next.id}` : ''}${search}${hash}`);
    window.dispatchEvent(new Event(TAB_MOVED));
  };
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
        <Tabs props={{ initial: selected }} node={node} selected={selected} onSelect={select}>
          {panels}
        </Tabs>
      </div>
    </HubContext.Provider>
  );
}

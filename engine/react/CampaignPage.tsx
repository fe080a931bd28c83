/**
 * Renders a loaded campaign: the theme as CSS custom properties on the page
 * root and every node of the page tree (see render/WidgetNode). The widgets
 * the campaign brings are registered by CampaignScope.
 */
import { joinPath } from '../core/bindings';
import type { LoadedCampaign } from '../core/types';
import { useRightTap } from './pageShell/rightTapEvent';
import { CampaignScope } from './CampaignScope';
import { useAction } from './hooks/useAction';
import { WidgetNode } from './render/WidgetNode';
import { themeStyle } from './themeStyle';

/** The page's answer to the right tap of the top bar: its `rightAction`, run from the user's tap. */
function RightTapAction({ action }: { action: string }) {
  const { run } = useAction();
  useRightTap(() => void run(action).catch(() => undefined));
  return null;
}

function PageTree({ campaign }: { campaign: LoadedCampaign }) {
  const { definition } = campaign;
  return (
    <div className="campaign-page" data-campaign={definition.id} style={{ minHeight: '100vh', ...themeStyle(definition.theme, campaign.assets) }}>
      {definition.rightAction ? <RightTapAction action={definition.rightAction} /> : null}
      {definition.page.map((node, i) => (
        <WidgetNode key={node.id ?? i} node={node} path={joinPath('page', i)} />
      ))}
    </div>
  );
}

export function CampaignPage({ campaign }: { campaign: LoadedCampaign }) {
  return (
    <CampaignScope campaign={campaign}>
      <PageTree campaign={campaign} />
    </CampaignScope>
  );
}

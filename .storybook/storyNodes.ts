/**
 * What a story shows, as a campaign author writes it: stories render their widget node through renderNode
 * (a CampaignPage element carrying a one-node campaign), so the node, its data sources and its actions are
 * read back from the story's element and written as YAML to paste into a campaign.
 */
import { isValidElement, type ReactNode } from 'react';
import { stringify } from 'yaml';
import type { LoadedCampaign, PageNode } from '@engine';

/** The campaign a story's element renders, looked for through the element and its children. */
export function campaignOfElement(element: unknown, depth = 0): LoadedCampaign | undefined {
  if (!isValidElement(element) || depth > 8) return undefined;
  const props = element.props as { campaign?: LoadedCampaign; children?: ReactNode };
  if (props.campaign?.definition?.page) return props.campaign;
  const children = Array.isArray(props.children) ? props.children : [props.children];
  for (const child of children) {
    const found = campaignOfElement(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The page nodes and the declarations they use, as the YAML of a campaign (`page:`, and `data:`/`actions:` when the story declares any). */
export function campaignYaml(campaign: LoadedCampaign): string {
  const { page, data, actions } = campaign.definition;
  const out: Record<string, unknown> = {};
  if (data && Object.keys(data).length > 0) out.data = data;
  if (actions && Object.keys(actions).length > 0) out.actions = actions;
  out.page = page;
  return stringify(out, { lineWidth: 0 });
}

/** The widget types a campaign's page shows, outermost first. */
export function nodeTypes(nodes: readonly PageNode[]): string[] {
  return nodes.flatMap((n) => [n.type, ...nodeTypes(n.children ?? [])]);
}

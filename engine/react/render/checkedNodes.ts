/**
 * The nodes of a compiled campaign whose props the build checked (engine/vite/checked-props.ts): the module lists
 * them by path of indexes through `page` and `children`; reading the module marks those node objects.
 */
import type { LoadedCampaign } from '../../core/loaded-campaign';
import type { PageNode } from '../../core/types';

const checkedNodes = new WeakSet<PageNode>();
const read = new WeakSet<object>();

/** Marks the nodes a compiled campaign lists as checked (once per definition). */
export function markCheckedNodes(campaign: LoadedCampaign): void {
  const { definition, checked } = campaign;
  if (!checked || read.has(definition)) return;
  read.add(definition);
  for (const path of checked) {
    const [first, ...rest] = path.split('.').map(Number);
    let node: PageNode | undefined = definition.page[first ?? -1];
    for (const i of rest) node = node?.children?.[i];
    if (node) checkedNodes.add(node);
  }
}

/** True when the build checked this node's props: they are the widget's props as they are. */
export const checkedAtBuild = (node: PageNode): boolean => checkedNodes.has(node);

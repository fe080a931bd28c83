/** Layout: a hub's tabs, its own landing first (the children) and then one tab per part of the hub's `parts`. */
import * as z from 'zod/mini';
import { defineWidget } from '../core/registry';
import { describe, lazySchema, text } from '../core/schema-helpers';

export const hubTabsProps = lazySchema(() =>
  z.object({
    mainLabel: text("String key of the first tab's label: the hub's own landing (this widget's children)."),
    stateKey: z.optional(describe(z.string().check(z.minLength(1)), 'Keep the selected tab index in page state under this key ({{state.<key>}}); 0 is the landing, 1 the first part.')),
  }),
);

export type HubTabsProps = z.output<typeof hubTabsProps>;

export const hubTabs = defineWidget({
  type: 'hub-tabs',
  version: 1,
  description:
    "A hub's tabs: the landing (its children) then one tab per part of the campaign's `parts`, each showing the campaign it refers to, loaded when the tab first opens. A page opened at the hub's route followed by /<part id> opens that part's tab.",
  props: hubTabsProps,
  acceptsChildren: true,
  component: () => import('./HubTabs'),
  module: import.meta.url,
  skeletonHeight: 320,
});

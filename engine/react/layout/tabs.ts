/** Layout: a tab list over `tab` children; one panel shows at a time. */
import * as z from 'zod/mini';
import { defineWidget } from '../../core/registry';
import { describe, lazySchema } from '../../core/schema-helpers';

export const tabsProps = lazySchema(() =>
  z.object({
    initial: z._default(describe(z.int().check(z.minimum(0)), 'Index of the tab selected first (0 = the first tab).'), 0),
    stateKey: z.optional(describe(z.string().check(z.minLength(1)), 'Keep the selected index in page state under this key ({{state.<key>}}).')),
  }),
);

export type TabsProps = z.output<typeof tabsProps>;

export const tabs = defineWidget({
  type: 'tabs',
  version: 1,
  description: 'A row of tabs; each child `tab` is one panel, selected by tap or arrow keys.',
  props: tabsProps,
  acceptsChildren: true,
  component: () => import('./Tabs'),
  module: import.meta.url,
  skeletonHeight: 160,
});

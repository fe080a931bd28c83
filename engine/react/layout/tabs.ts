/** Layout: a tab list over `tab` children; one panel shows at a time. */
import * as z from 'zod/mini';
import { defineLayout } from './defineLayout';
import { describe, lazySchema } from '../../core/schema-helpers';

export const tabsProps = lazySchema(() =>
  z.object({
    initial: z._default(describe(z.int().check(z.minimum(0)), 'Index of the tab selected first (0 = the first tab).'), 0),
    stateKey: z.optional(describe(z.string().check(z.minLength(1)), 'Keep the selected index in page state under this key ({{state.<key>}}).')),
    select: z.optional(describe(z.string(), 'A value, usually bound to data (\'{{data.bff.stage}}\'), that chooses the tab selected first: the first tab whose `selectFor` lists it (none: `initial`). Until the user picks a tab, the selection follows it as the data arrives or changes.')),
  }),
);

export type TabsProps = z.output<typeof tabsProps>;

export const tabs = defineLayout({
  type: 'tabs', props: tabsProps, skeletonHeight: 160, component: () => import('./Tabs'), module: import.meta.url,
  description: 'A row of tabs; each child `tab` is one panel, selected by tap or arrow keys.',
});

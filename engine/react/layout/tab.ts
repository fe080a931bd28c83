/** Layout: one panel of a `tabs` widget; its label is shown in the tab list. */
import * as z from 'zod/mini';
import { defineLayout } from './defineLayout';
import { describe, text, lazySchema } from '../../core/schema-helpers';

export const tabProps = lazySchema(() =>
  z.object({
    label: text('String key of the tab label.'),
    selectFor: z.optional(describe(z.array(z.string()), 'Values of the tabs\' `select` that make this tab the one selected first (e.g. [finals, ended]).')),
  }),
);

export type TabProps = z.output<typeof tabProps>;

export const tab = defineLayout({
  type: 'tab', props: tabProps, skeletonHeight: 120, component: () => import('./Tab'), module: import.meta.url,
  description: 'One panel of a tabs widget; its children show when the tab is selected.',
});

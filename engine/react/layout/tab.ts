/** Layout: one panel of a `tabs` widget; its label is shown in the tab list. A tab with `room` opens that room of the app instead. */
import * as z from 'zod/mini';
import { defineLayout } from './defineLayout';
import { bindable, describe, text, lazySchema, urlSink } from '../../core/schema-helpers';

export const tabProps = lazySchema(() =>
  z.object({
    label: text('String key of the tab label.'),
    room: z.optional(urlSink(bindable(describe(z.union([z.string(), z.number()]), 'Room of the app a tap on this tab opens (forward type 9), e.g. {{data.house.roomId}}, instead of showing a panel: the tab has no children and arrow keys pass over it.')), 'a forward target')),
    selectFor: z.optional(describe(z.array(z.string()), 'Values of the tabs\' `select` that make this tab the one selected first (e.g. [finals, ended]).')),
  }),
);

export type TabProps = z.output<typeof tabProps>;

export const tab = defineLayout({
  type: 'tab', props: tabProps, skeletonHeight: 120, component: () => import('./Tab'), module: import.meta.url,
  description: 'One panel of a tabs widget; its children show when the tab is selected. With `room`, a tab that opens that room of the app instead.',
});

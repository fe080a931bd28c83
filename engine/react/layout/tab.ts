/** Layout: one panel of a `tabs` widget; its label is shown in the tab list. */
import * as z from 'zod/mini';
import { defineWidget } from '../../core/registry';
import { text, lazySchema } from '../../core/schema-helpers';

export const tabProps = lazySchema(() =>
  z.object({
    label: text('String key of the tab label.'),
  }),
);

export type TabProps = z.output<typeof tabProps>;

export const tab = defineWidget({
  type: 'tab',
  version: 1,
  description: 'One panel of a tabs widget; its children show when the tab is selected.',
  props: tabProps,
  acceptsChildren: true,
  component: () => import('./Tab'),
  module: import.meta.url,
  skeletonHeight: 120,
});

import { defineWidget } from '@engine';
import { emptyStateProps } from './schema';

export const emptyState = defineWidget({
  type: 'empty-state',
  version: 1,
  description: "The placeholder shown when a list has nothing to show (default text 'data is not found').",
  props: emptyStateProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 160,
});

import { defineWidget } from '@engine';
import { badgeProps } from './schema';

export const badge = defineWidget({
  type: 'badge',
  version: 1,
  description: 'A small count pill; numbers above max show as max+.',
  props: badgeProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 20,
});

import { defineWidget } from '@engine';
import { scrollProps } from './schema';

export const scroll = defineWidget({
  type: 'scroll',
  version: 1,
  description: 'A scrolling area (x, y or both) that runs actions when its top, bottom, left or right edge is reached.',
  props: scrollProps,
  acceptsChildren: true,
  component: () => import('./Component'),
  module: import.meta.url,
  skeletonHeight: 200,
});

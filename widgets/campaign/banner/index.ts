import { defineWidget } from '@engine';
import { bannerProps } from './schema';

/** The campaign's key visual: a full-width image with a fixed aspect ratio. */
export const banner = defineWidget({
  type: 'banner',
  version: 1,
  description: 'Full-width campaign image with a fixed aspect ratio (no layout shift) and localized alt text.',
  props: bannerProps,
  component: () => import('./Component'),
  module: import.meta.url,
  skeletonHeight: 180,
});

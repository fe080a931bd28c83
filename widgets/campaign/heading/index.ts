import { defineWidget } from '@engine';
import { headingProps } from './schema';

/** The page or section title with an optional subtitle. */
export const heading = defineWidget({
  type: 'heading',
  version: 1,
  description: 'A title (h1 to h3) with an optional subtitle, both from string keys.',
  props: headingProps,
  component: () => import('./Component'),
  module: import.meta.url,
  everyPage: true,
  skeletonHeight: 64,
});

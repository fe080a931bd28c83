import { defineWidget } from '@engine';
import { buttonProps } from './schema';

export const button = defineWidget({
  type: 'button',
  version: 1,
  description: 'A button that runs an action; types primary/info/default/warning/danger, four sizes, optionally fixed on screen.',
  props: buttonProps,
  component: () => import('./Component'),
  module: import.meta.url,
  // In the campaign of 35 of the 93 prerendered pages, on the first screen of 27: two requests of their own otherwise.
  everyPage: true,
  skeletonHeight: 44,
});

import { defineWidget } from '@engine';
import { navbarProps } from './schema';

export const navbar = defineWidget({
  type: 'navbar',
  version: 1,
  description: 'The page bar: a title and a left/right icon or text; optionally fixed and see-through, shifted below the status bar in immersive mode.',
  props: navbarProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 46,
});

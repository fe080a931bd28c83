import { defineWidget } from '@engine';
import { loadingOverlayProps } from './schema';

export const loadingOverlay = defineWidget({
  type: 'loading-overlay',
  version: 1,
  description: 'A full-screen spinner that blocks the page while something loads.',
  props: loadingOverlayProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 0,
});

/** Layout: a full-width panel sliding from an edge, opened by id like a modal. */
import { defineWidget } from '../../core/registry';
import { overlayProps } from './overlayProps';

export const sheetProps = overlayProps('bottom');

export const sheet = defineWidget({
  type: 'sheet',
  version: 1,
  description: 'A full-width panel at the bottom (or top) of the screen, opened by its id with an openModal action.',
  props: sheetProps,
  acceptsChildren: true,
  component: () => import('./Sheet'),
  module: import.meta.url,
  skeletonHeight: 0,
});

/** Layout: a dialog over the page, opened by id (openModal step or useModal). */
import { defineWidget } from '../../core/registry';
import { overlayProps } from './overlayProps';

export const modalProps = overlayProps('center');

export const modal = defineWidget({
  type: 'modal',
  version: 1,
  description: 'A dialog over the page, opened by its id with an openModal action; Escape, the close button or a tap outside closes it.',
  props: modalProps,
  acceptsChildren: true,
  component: () => import('./Modal'),
  module: import.meta.url,
  skeletonHeight: 0,
});

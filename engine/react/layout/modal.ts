/** Layout: a dialog over the page, opened by id (openModal step or useModal). */
import { defineLayout } from './defineLayout';
import { overlayProps } from './overlayProps';

export const modalProps = overlayProps('center');

export const modal = defineLayout({
  type: 'modal', props: modalProps, skeletonHeight: 0, component: () => import('./Modal'), module: import.meta.url,
  description: 'A dialog over the page, opened by its id with an openModal action; Escape, the close button or a tap outside closes it.',
});

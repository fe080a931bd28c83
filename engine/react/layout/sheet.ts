/** Layout: a full-width panel sliding from an edge, opened by id like a modal. */
import { defineLayout } from './defineLayout';
import { overlayProps } from './overlayProps';

export const sheetProps = overlayProps('bottom');

export const sheet = defineLayout({
  type: 'sheet', props: sheetProps, skeletonHeight: 0, component: () => import('./Sheet'), module: import.meta.url,
  description: 'A full-width panel at the bottom (or top) of the screen, opened by its id with an openModal action.',
});

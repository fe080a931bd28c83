import { defineWidget } from '@engine';
import { rulesDialogProps } from './schema';

/** A button that opens the rules in a dialog. */
export const rulesDialog = defineWidget({
  type: 'rules-dialog',
  version: 1,
  description: 'A button that opens an accessible dialog with the rules text.',
  props: rulesDialogProps,
  component: () => import('./Component'),
  module: import.meta.url,
  // In the campaign of 67 of the 93 prerendered pages, on the first screen of 45: a request of its own otherwise.
  everyPage: true,
  skeletonHeight: 44,
});

import { defineWidget } from '@engine';
import { confirmDialogProps } from './schema';

export const confirmDialog = defineWidget({
  type: 'confirm-dialog',
  version: 1,
  description: 'A question with confirm and cancel buttons that runs one action or the other; can remember "do not ask again" per game.',
  props: confirmDialogProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 0,
});

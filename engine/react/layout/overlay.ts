import { defineWidget } from '../../core/registry';
import { modal } from './modal';

/**
 * `overlay` is the engine's `modal` under its older name, kept so definitions
 * that say `type: overlay` keep working: the same dialog, props and
 * behaviour. Props written for version 1 (`closeOnBackdrop`, `closeButton`)
 * are migrated to the modal's names (`closeOnOverlay`, `showClose`).
 */
export const overlay = defineWidget({
  ...modal,
  type: 'overlay',
  version: 2,
  description: 'The same dialog as modal (its older name): children in the centre, at the top or at the bottom; opened by id or by a binding.',
  module: import.meta.url,
  migrations: [
    {
      from: 1,
      migrate: ({ closeOnBackdrop, closeButton, ...props }) => ({
        ...props,
        ...(closeOnBackdrop === undefined ? {} : { closeOnOverlay: closeOnBackdrop }),
        ...(closeButton === undefined ? {} : { showClose: closeButton }),
      }),
    },
  ],
});

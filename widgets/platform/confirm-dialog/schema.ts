import * as z from 'zod/mini';
import { actionRef, bindable, describe, text, lazySchema } from '@engine';

/**
 * Props of the confirm dialog: a question with confirm and cancel, optionally "do not ask again", a no-prompt flag
 * stored per game that later confirms without asking.
 */
export const confirmDialogProps = lazySchema(() =>
  z.object({
    text: text('String key of the question.'),
    values: z.optional(describe(z.record(z.string(), z.unknown()), 'Values for the placeholders of the question, e.g. { price: "{{data.offer.price}}" }.')),
    title: z.optional(text('String key of the heading.')),
    confirmText: z.optional(text('String key of the confirm button; defaults to the shared "Confirm".')),
    cancelText: z.optional(text('String key of the cancel button; defaults to the shared "Cancel".')),
    onConfirm: z.optional(actionRef('Action run when the user confirms (or at once when they chose not to be asked again).')),
    onCancel: z.optional(actionRef('Action run when the user cancels.')),
    noPromptGame: z.optional(describe(z.string().check(z.minLength(1)), 'Game id for the "do not ask again" box; the choice is stored on the device per game.')),
    open: z.optional(bindable(describe(z.boolean(), 'Show the dialog from data or state; without it the dialog opens with an openModal step on its id.'))),
  }),
);

export type ConfirmDialogProps = z.output<typeof confirmDialogProps>;

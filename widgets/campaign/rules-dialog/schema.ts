import * as z from 'zod/mini';
import { text, lazySchema } from '@engine';
import { opt } from '@kit/fields';

export const rulesDialogProps = lazySchema(() =>
  z.object({
    buttonText: text('String key of the button that opens the rules, e.g. "Rules".'),
    title: opt(text('String key of the dialog title (default: the button text).'), 'String key of the dialog title (default: the button text).'),
    text: text('String key of the rules. Blank lines start a new paragraph.'),
    values: opt(z.record(z.string(), z.union([z.string(), z.number()])), 'Values for the {placeholders} of the rules text.'),
  }),
);

export type RulesDialogProps = z.output<typeof rulesDialogProps>;

import * as z from 'zod/mini';
import { actionRef, bindable, describe, lazySchema, text } from '@engine';
import { opt, withDefault } from '@kit/fields';

/** One answer offered by a picker (the choice-picker widget, the form's choice fields). */
export const choiceOption = z.object({
  value: describe(z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.int()]), 'What is kept (and sent) when this answer is chosen.'),
  label: opt(text('String key of the answer.'), 'String key of the answer (campaign strings).'),
  labelText: opt(z.string().check(z.minLength(1), z.maxLength(200)), 'The answer as the server words it (answers read from an API answer); used when label is absent.'),
});
export type ChoiceOption = z.output<typeof choiceOption>;

export const choicePickerProps = lazySchema(() =>
  z.object({
    label: text('String key naming what is chosen (the group legend).'),
    options: bindable(describe(z.array(choiceOption).check(z.minLength(1), z.maxLength(50)), 'The answers offered, or a binding to them.')),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_]\w*$/)), 'choice', 'Page state key receiving the chosen value (read it as {{state.<key>}}).'),
    value: opt(bindable(describe(z.union([z.string(), z.number(), z.null()]), 'The current choice.')), "The server's current choice, e.g. {{data.nest.wishGiftId}}: chosen when the picker shows, until the user chooses (nothing is chosen while it is null)."),
    action: opt(actionRef('Action run after the user chose (e.g. reading data for the choice).'), 'Action run after the user chose, once the value is in the page state.'),
  }),
);

export type ChoicePickerWidgetProps = z.output<typeof choicePickerProps>;

import * as z from 'zod/mini';
import { actionRef, text, lazySchema } from '@engine';
import { intFrom, opt, withDefault } from '@kit/fields';

export const textPictureInputProps = lazySchema(() =>
  z.object({
    submitAction: actionRef('Action run with the text and the picture; they are in {{state.<stateKey>}} as { text, picture }.'),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'customGift', 'Page state key holding { text, picture } when the form is sent.'),
    picture: withDefault(z.boolean(), true, 'Ask for exactly one picture (e.g. the picture of a custom gift); false makes a text-only form (e.g. a wish).'),
    submitText: opt(text('String key of the submit button.'), 'String key of the submit button (default: a shared "Submit").'),
    maxLength: withDefault(intFrom(1), 30, 'Most characters allowed in the text (a custom gift allows 30).'),
    requiredText: opt(text('String key of the message shown when the text is left empty.'), 'String key of the message shown when the text is left empty (default: a shared "Please enter the text"; a secret code uses "Please enter secret code").'),
    textLabel: opt(text('String key of the text field label.'), 'String key of the text field label (default: a shared label).'),
    pictureLabel: opt(text('String key of the picture field label.'), 'String key of the picture field label (default: a shared label).'),
    title: opt(text('String key of the form title.'), 'String key of the form title.'),
  }),
);

export type TextPictureInputProps = z.output<typeof textPictureInputProps>;

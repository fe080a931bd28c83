import * as z from 'zod/mini';
import { actionRef, bindable, describe, lazySchema, STATIC_PATH, text } from '@engine';
import { intFrom, opt, withDefault } from '@kit/fields';
import { choiceOption } from '../choice-picker/schema';

export const FIELD_KINDS = ['text', 'textarea', 'number', 'choice', 'multi-choice', 'picture', 'user-id'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Most pictures one picture field takes. */
export const MAX_PICTURES = 9;

export const formField = z.object({
  name: describe(z.string().check(z.regex(/^[A-Za-z_]\w{0,39}$/)), 'Name of the value in the body sent (letters, digits, _).'),
  kind: describe(z.enum(FIELD_KINDS), 'text, textarea, number, choice (one answer), multi-choice (several answers), picture (cropped then uploaded; the body gets the uploaded URLs) or user-id (an app user id; an unknown one reads "Please enter a valid user id").'),
  label: opt(text('String key of the field label.'), 'String key of the field label (campaign strings).'),
  labelText: opt(z.string().check(z.minLength(1), z.maxLength(300)), 'The label as the server words it (questions read from an API answer); used when label is absent.'),
  placeholder: opt(text('String key of the placeholder.'), 'String key of the placeholder of a text, textarea, number or user-id field.'),
  hint: opt(text('String key of a hint under the field.'), 'String key of a hint shown under the field.'),
  required: withDefault(z.boolean(), false, 'The form is not sent while this field is empty.'),
  minLength: opt(intFrom(1), 'text/textarea: fewest characters (an emoji counts as one).'),
  maxLength: opt(intFrom(1), 'text/textarea: most characters (an emoji counts as one).'),
  min: opt(z.number(), 'number: smallest value; multi-choice: fewest answers chosen.'),
  max: opt(z.number(), 'number: largest value; multi-choice: most answers chosen.'),
  integer: withDefault(z.boolean(), false, 'number: whole numbers only.'),
  options: opt(z.array(choiceOption).check(z.minLength(1), z.maxLength(50)), 'choice/multi-choice: the answers offered.'),
  maxCount: withDefault(z.int().check(z.minimum(1), z.maximum(MAX_PICTURES)), 1, `picture: most pictures (1-${MAX_PICTURES}).`),
  cropWidth: withDefault(intFrom(16), 375, 'picture: width (px) of the crop box and of the uploaded png (the cropper default is 375).'),
  cropHeight: withDefault(intFrom(16), 125, 'picture: height (px) of the crop box and of the uploaded png (the cropper default is 125).'),
});
export type FormField = z.output<typeof formField>;

export const formProps = lazySchema(() =>
  z.object({
    title: opt(text('String key of the form title.'), 'String key of the title shown at the top of the form (none: no title).'),
    intro: opt(text('String key of a short text under the title.'), 'String key of a short text under the title.'),
    fields: bindable(describe(z.array(formField).check(z.minLength(1), z.maxLength(40)), 'The fields, in order; or a binding to them, e.g. {{data.naire.questions}} (the page shows loading and error states while it reads).')),
    submitPath: describe(
      z.string().check(z.maxLength(512), z.regex(STATIC_PATH)),
      'API path the values are POSTed to (under /vue/prodServer), e.g. /admin/crush/report; a static path only.',
    ),
    extraValues: opt(bindable(describe(z.record(z.string().check(z.regex(/^[A-Za-z_]\w{0,39}$/)), z.union([z.string(), z.number(), z.boolean()])), 'Values sent with the fields, e.g. { questionnaireId: "{{data.naire.id}}" }.')), 'Values sent with the fields, e.g. { questionnaireId: "{{data.naire.id}}" }.'),
    submitText: opt(text('String key of the submit button.'), 'String key of the submit button (default: "Submit").'),
    successText: opt(text('String key of the thank-you message.'), 'String key of the message shown once the server accepted the form (default: "Thank you! We have received it.").'),
    afterSuccess: withDefault(z.enum(['message', 'again']), 'message', 'What the form shows once sent: message (the thank-you message only) or again (the message and a button to fill in a new one).'),
    onSuccess: opt(actionRef('Action run once the server accepted the form (e.g. refetch a data source).'), 'Action run once the server accepted the form (e.g. refetch a data source).'),
  }),
);

export type FormProps = z.output<typeof formProps>;

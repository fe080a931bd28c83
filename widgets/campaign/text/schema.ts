import * as z from 'zod/mini';
import { text, lazySchema } from '@engine';
import { opt } from '@kit/fields';

export const textProps = lazySchema(() =>
  z.object({
    text: text('String key of the paragraph (e.g. the rules). Blank lines start a new paragraph.'),
    title: opt(text('String key of a small title above the paragraph.'), 'String key of a small title above the paragraph.'),
    values: opt(z.record(z.string(), z.union([z.string(), z.number()])), 'Values for the {placeholders} of the text; may hold bindings such as {{data.pool.amount}}.'),
    groupNumbers: opt(z.boolean(), 'Kept so older campaigns load: number values are always shown with thousands separators (e.g. 30,100).'),
    dates: opt(z.array(z.string().check(z.regex(/^\w+$/))), 'Names of values that are instants (ISO with an offset, or epoch milliseconds), shown as dates written out in the page language, e.g. [expiresAt] for a badge\'s expiry.'),
  }),
);

export type TextProps = z.output<typeof textProps>;

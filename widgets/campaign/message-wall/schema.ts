import * as z from 'zod/mini';
import { dataRef, describe, lazySchema, text } from '@engine';
import { intFrom, opt } from '@kit/fields';

export const messageWallProps = lazySchema(() =>
  z.object({
    source: describe(
      dataRef('Declared data source whose answer holds the messages (list or rows), newest first: from and to ({ userId, name, icon }), content, createTime.'),
      'Declared data source with the messages, e.g. /marketing/confession/list.',
    ),
    limit: opt(intFrom(1), 'Show at most this many messages.'),
    title: opt(text('String key of a title above the messages.'), 'String key of a title above the messages.'),
    emptyText: opt(text('String key shown when there is no message.'), 'String key shown when there is no message (default: the widget\'s own text).'),
  }),
);

export type MessageWallProps = z.output<typeof messageWallProps>;

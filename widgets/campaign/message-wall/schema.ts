import * as z from 'zod/mini';
import { dataRef, describe, lazySchema } from '@engine';
import { intFrom, opt } from '@kit/fields';
import { listWordProps } from '@kit/list/listWords';

export const messageWallProps = lazySchema(() =>
  z.object({
    source: describe(
      dataRef('Declared data source whose answer holds the messages (list or rows), newest first: from and to ({ userId, name, icon }), content, createTime.'),
      'Declared data source with the messages, e.g. /marketing/confession/list.',
    ),
    limit: opt(intFrom(1), 'Show at most this many messages.'),
    ...listWordProps('the messages', 'there is no message', 'the widget\'s own text'),
  }),
);

export type MessageWallProps = z.output<typeof messageWallProps>;

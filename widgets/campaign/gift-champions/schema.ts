import * as z from 'zod/mini';
import { dataRef, describe, text, lazySchema } from '@engine';
import { opt } from '@kit/fields';

export const giftChampionsProps = lazySchema(() =>
  z.object({
    source: describe(
      dataRef('Declared data source answering one row per gift: { gift, top: [users] } (this week) or { gift, sender, receiver } (last week).'),
      'Declared data source with one row per gift, e.g. /marketing/rankingListGift/list or /marketing/rankingList/giftTopListByLastWeek.',
    ),
    title: opt(text('String key of a title above the grid.'), 'String key of a title above the grid.'),
    emptyText: opt(text('String key shown when no gift has a champion yet.'), 'String key shown when no gift has a champion yet (default: a shared message).'),
  }),
);

export type GiftChampionsProps = z.output<typeof giftChampionsProps>;

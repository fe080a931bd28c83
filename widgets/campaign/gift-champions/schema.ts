import * as z from 'zod/mini';
import { dataRef, describe, lazySchema } from '@engine';
import { listWordProps } from '@kit/list/listWords';

export const giftChampionsProps = lazySchema(() =>
  z.object({
    source: describe(
      dataRef('Declared data source answering one row per gift: { gift, top: [users] } (this week) or { gift, sender, receiver } (last week).'),
      'Declared data source with one row per gift, e.g. /marketing/rankingListGift/list or /marketing/rankingList/giftTopListByLastWeek.',
    ),
    ...listWordProps('the grid', 'no gift has a champion yet', 'a shared message'),
  }),
);

export type GiftChampionsProps = z.output<typeof giftChampionsProps>;

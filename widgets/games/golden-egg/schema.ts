import * as z from 'zod/mini';
import { dataRef, describe, lazySchema } from '@engine';
import { actionProp, pathProp, titleProp } from '@kit/draw/drawProps';
import { opt } from '@kit/fields';

export const goldenEggProps = lazySchema(() =>
  z.object({
    source: dataRef('Declared data source answering the egg index (points, chances, freeSmash, chosen gift and guarantee count, choosable gifts, allGiftsOut, superBuy); gives the loading, error and retry states.'),
    smashPath: pathProp('/activity/goldenEgg/smash', 'POST path of a smash: answers the gift, golden, needChoice, chosenWon, equivalent and the new counts.'),
    choosePath: pathProp('/activity/goldenEgg/chooseGift', 'POST path choosing the guaranteed gift (giftId).'),
    onSmashed: actionProp('Action run after each smash and choice, e.g. a refetch of the prize record.'),
    superBuy: opt(
      z.object({
        clientProductId: describe(z.string().check(z.minLength(1)), 'Product id the app pays for (fixed in the config, never from the URL).'),
        productIdentifier: describe(z.string().check(z.minLength(1)), 'Store identifier of the 0.99 USD product.'),
        referer: opt(z.string(), 'Referer passed to the native pay.'),
      }),
      'The buy-everything offer (0.99 USD through the app\'s pay, from a tap only); no offer when absent.',
    ),
    title: titleProp(['String key of the title above the egg.', 'String key of the title above the egg (none: no title).']),
  }),
);

export type GoldenEggProps = z.output<typeof goldenEggProps>;

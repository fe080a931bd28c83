import * as z from 'zod/mini';
import { actionRef, dataRef, describe, lazySchema, text } from '@engine';
import { opt, withDefault } from '@kit/fields';

const apiPath = z.string().check(z.regex(/^\/[\w\-/]*$/));

export const goldenEggProps = lazySchema(() =>
  z.object({
    source: dataRef('Declared data source answering the egg index (points, chances, freeSmash, chosen gift and guarantee count, choosable gifts, allGiftsOut, superBuy); gives the loading, error and retry states.'),
    smashPath: withDefault(apiPath, '/activity/goldenEgg/smash', 'POST path of a smash: answers the gift, golden, needChoice, chosenWon, equivalent and the new counts.'),
    choosePath: withDefault(apiPath, '/activity/goldenEgg/chooseGift', 'POST path choosing the guaranteed gift (giftId).'),
    onSmashed: opt(actionRef('Action run after each smash and choice, e.g. a refetch of the prize record.'), 'Action run after each smash and choice, e.g. a refetch of the prize record.'),
    superBuy: opt(
      z.object({
        clientProductId: describe(z.string().check(z.minLength(1)), 'Product id the app pays for (fixed in the config, never from the URL).'),
        productIdentifier: describe(z.string().check(z.minLength(1)), 'Store identifier of the 0.99 USD product.'),
        referer: opt(z.string(), 'Referer passed to the native pay.'),
      }),
      'The buy-everything offer (0.99 USD through the app\'s pay, from a tap only); no offer when absent.',
    ),
    title: opt(text('String key of the title above the egg.'), 'String key of the title above the egg (none: no title).'),
  }),
);

export type GoldenEggProps = z.output<typeof goldenEggProps>;

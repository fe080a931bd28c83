import * as z from 'zod/mini';
import { actionRef, describe, text, lazySchema } from '@engine';
import { intFrom, opt } from '@kit/fields';

export const giftBagProps = lazySchema(() =>
  z.object({
    packs: describe(
      z.array(intFrom(1)).check(z.minLength(1)),
      'Pack ids of the bags on offer, in the order shown (/marketing/giftPack/getByPackId?packId=). Bags of one offer are exclusive when the server says so: once one is bought the others are unavailable.',
    ),
    note: opt(text('String key of the shopping note under the bags.'), 'String key of the shopping note under the bags (e.g. who may buy, where the items go).'),
    rechargeAction: opt(
      actionRef('Action run by a bag the user cannot afford (e.g. opening the recharge product modal).'),
      'Action run by a bag the user cannot afford, e.g. opening the recharge product modal; without it such a bag shows "not enough diamonds".',
    ),
  }),
);

export type GiftBagProps = z.output<typeof giftBagProps>;

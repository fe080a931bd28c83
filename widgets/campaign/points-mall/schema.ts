import * as z from 'zod/mini';
import { actionRef, bindable, describe, text, lazySchema } from '@engine';
import { boundRows, looseRow, opt, withDefault } from '@kit/fields';
import { reservedRows } from '@kit/list/listHeight';

/** The placeholder of the products while they load: as every data list of unknown length, a first screen of rows of product cards (241 px, 8 px apart). */
export const mallSkeleton = { count: reservedRows(undefined, 241 + 8), height: 241, gap: 8 };

export const pointsMallProps = lazySchema(() =>
  z.object({
    products: boundRows('Products: id, name, icon, price (in the mall\'s currency), stock (absent = unlimited).', 'Products of the mall, usually {{data.mall.products}}; undefined while loading.'),
    // Whatever the answer holds: a value that is not a number shows the balance as unknown instead of failing the whole mall.
    points: opt(
      bindable(describe(z.union([z.number(), z.string(), z.boolean(), z.null(), z.array(z.unknown()), looseRow]), 'What the user has to spend, a number, e.g. {{data.mall.points}}.')),
      'What the user has to spend (in the mall\'s currency); products costing more are disabled. Not a number: the balance shows as unknown.',
    ),
    buyAction: actionRef('Action run after the user confirms a purchase; the product is in {{state.<stateKey>}}.'),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'product', 'Page state key holding the product being bought.'),
    title: opt(text('String key of a title above the products.'), 'String key of a title above the products.'),
    currency: withDefault(z.enum(['points', 'diamonds', 'stardust', 'bubbleGuns', 'cards', 'tokens']), 'points', 'What prices and the balance are counted in, as the user reads it: points, diamonds, stardust (the spark events\' mall), bubble guns, collection cards (the wishing gift box\'s super mall) or tokens (the mystery mall).'),
    rechargeAction: opt(
      actionRef('Action run by the "Recharge" button of a product the balance does not cover, e.g. opening the recharge product modal.'),
      'Action run by the "Recharge" button of a product the balance does not cover (e.g. openModal of a product-modal); without it such a product shows "Not enough".',
    ),
  }),
);

export type PointsMallProps = z.output<typeof pointsMallProps>;

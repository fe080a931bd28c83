import * as z from 'zod/mini';
import { actionRef, bindable, describe, text, lazySchema } from '@engine';

/** Props of the product modal: the recharge products of one type, gemstone (22) or waterGun (30). */
export const productModalProps = lazySchema(() =>
  z.object({
    productType: describe(z.enum(['gemstone', 'waterGun']), 'Which products to offer: gemstone (type 22) or waterGun (type 30).'),
    title: z.optional(text('String key of the heading; defaults to the shared "Recharge".')),
    open: z.optional(bindable(describe(z.boolean(), 'Show the modal from data or state; without it the modal opens with an openModal step on its id.'))),
    stateKey: z._default(describe(z.string().check(z.minLength(1)), 'Page state key that receives the chosen product (read it as {{state.<key>}}).'), 'product'),
    onBuy: z.optional(actionRef('Action run after a product is chosen; without it the app is asked to pay for the product.')),
    referer: z.optional(describe(z.string(), 'Referer passed to the native pay, e.g. limitedOffer.')),
    onPaid: z.optional(actionRef('Action run once the app reports the purchase paid, e.g. a refetch of what it changes (task progress, wallet).', 'push')),
    path: z.optional(describe(z.string().check(z.startsWith('/')), 'Products endpoint, when not the shared product list.')),
    countText: z.optional(text('String key of what a product brings, given {count}, when the products are not the type\'s own (e.g. "{count} candy" for a campaign\'s candy packs); without it, diamonds or water guns.')),
  }),
);

export type ProductModalProps = z.output<typeof productModalProps>;

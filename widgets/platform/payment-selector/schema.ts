import * as z from 'zod/mini';
import { actionRef, bindable, describe, text, lazySchema } from '@engine';

/**
 * Props of the payment selector: a bottom sheet listing the pay channels, with a 'Cancel' button. By default the
 * iOS app offers Apple; the Android app from 3.18.0 asks the app for its channels, older ones offer Google/Huawei;
 * outside the app Apple, Google, Huawei and Google/Huawei. 'Other' is added only with a user code and a product code.
 */
export const paymentSelectorProps = lazySchema(() =>
  z.object({
    title: z.optional(text('String key of the sheet heading; defaults to the shared "Choose a payment method".')),
    channels: z.optional(bindable(describe(z.array(z.string()), 'Channels to offer; by default the platform rules decide (Apple on iOS, host channels on Android from 3.18.0, ...).'))),
    userCode: z.optional(bindable(describe(z.string(), "User code of the third-party top-up; with productCode it adds the 'Other' channel."))),
    productCode: z.optional(bindable(describe(z.string(), "Product code of the third-party top-up; with userCode it adds the 'Other' channel."))),
    open: z.optional(bindable(describe(z.boolean(), 'Show the sheet from data or state; without it the sheet opens with an openModal step on its id.'))),
    stateKey: z._default(describe(z.string().check(z.minLength(1)), 'Page state key that receives the chosen channel (read it as {{state.<key>}}).'), 'payChannel'),
    onSelect: z.optional(actionRef('Action run after a channel is chosen.')),
    onCancel: z.optional(actionRef('Action run when the sheet is cancelled.')),
  }),
);

export type PaymentSelectorProps = z.output<typeof paymentSelectorProps>;

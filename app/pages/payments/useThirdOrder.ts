import { apiErrorText } from '@engine/http/ApiError';
import { useApiMutation } from '@engine/react/hooks/useApiMutation';
import { useToast } from '@engine/react/hooks/useToast';
import type { CreatedOrder } from './paymentTypes';
import { usePaymentRedirect } from './usePaymentRedirect';
import type { PaymentFormValues } from './validatePaymentForm';

/**
 * Creates a third-party top-up order for the chosen item, channel and country, and opens the payment URL it
 * answers (refused by the allowlist: a toast says so); a failure is a toast with its reason.
 */
export function useThirdOrder(userCode: string): { place: (form: PaymentFormValues) => Promise<void>; pending: boolean } {
  const toast = useToast();
  const order = useApiMutation<CreatedOrder>({ money: true });
  const redirect = usePaymentRedirect({ form: true });
  const place = async (form: PaymentFormValues) => {
    try {
      const created = await order.mutate({
        path: '/payment/thirdOrder/create',
        method: 'POST',
        params: { userCode, productCode: form.productCode, payChannel: form.payChannel, country: form.country },
      });
      if (!redirect(created.payUrl)) toast('common:payments.pages.error.redirect');
    } catch (e) {
      toast(apiErrorText(e, 'common:shell.error.generic'));
    }
  };
  return { place, pending: order.pending };
}

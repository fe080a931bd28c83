import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEngineServices } from '@engine/react/hooks/useEngineServices';
import { rechargeRedirectUrl } from '@platform/pay';
import { BASENAME } from '@platform/shell/shellConstants';
import { useNextFlowState } from './payFlow';

/**
 * Leaves for a URL returned by a payment call: `from=PAGE` is added and
 * the URL must pass the allowlist. Paths of this app stay in the router, as the next page of the top-up flow
 * (`form`: the page leaving is the top-up form). Resolves false when the URL is refused.
 */
export function usePaymentRedirect(opts: { form?: boolean } = {}): (url: string | undefined) => boolean {
  const navigate = useNavigate();
  const services = useEngineServices();
  const next = useNextFlowState();
  const form = opts.form === true;
  return useCallback(
    (url: string | undefined) => {
      const target = url ? rechargeRedirectUrl(url) : undefined;
      if (!target) return false;
      if (target === BASENAME || target.startsWith(`${BASENAME}/`)) {
        void navigate(target.slice(BASENAME.length) || '/', { state: next({ form }) });
      } else if (services.navigate) {
        services.navigate(target);
      } else {
        window.location.assign(target);
      }
      return true;
    },
    [navigate, services, next, form],
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApiQuery } from '@engine/react/hooks/useApiQuery';
import { useShellT } from '@platform/shell/useShellT';
import { readSessionResult, SESSION_RESULT_PATH } from './paymentAnswers';
import type { SessionResult } from './paymentTypes';
import { formatThousands } from '@engine/utils/format';
import { withPaymentStrings } from './paymentStrings';
import { PayHeader, usePayGate } from './PayHeader';
import { useBackToForm, useLeaveFlow } from './payFlow';

/**
 * Result of a checkout (read with getBySessionId): success, whose Close leaves the top-up flow; "payment failed",
 * or while the order is still open a "payment done?" prompt with yes / not yet; Back and Not yet return to the
 * top-up form.
 */
function CheckoutResultPage() {
  const t = useShellT();
  const leave = useLeaveFlow();
  const [search] = useSearchParams();
  const sessionId = search.get('sessionId') ?? '';
  const toForm = useBackToForm(sessionId);
  const [asked, setAsked] = useState(false);
  const result = useApiQuery<SessionResult>({ path: SESSION_RESULT_PATH, params: { sessionId } }, { enabled: sessionId !== '', parse: readSessionResult });
  const gate = usePayGate(t('payments.pages.checkout.title'), sessionId === '' ? t('payments.pages.checkout.missing') : undefined, result);
  if (gate || !result.data) return gate;

  const status = result.data.status;
  if (status === 'SUCCESS') {
    return (
      <section className="pay-page" data-testid="pay-success">
        <PayHeader title={t('payments.pages.result.success.title')} />
        {result.data.diamonds !== undefined ? <p className="pay-result__amount">{t('payments.pages.items.diamonds', { count: result.data.diamonds, amount: formatThousands(result.data.diamonds) })}</p> : null}
        <div className="pay-actions">
          <button type="button" className="shell-button pay-submit" onClick={leave}>
            {t('shell.runtime.close')}
          </button>
        </div>
      </section>
    );
  }
  if (status === 'FAILED') {
    return (
      <section className="pay-page" role="alert" data-testid="pay-failed">
        <PayHeader title={t('payments.pages.result.failed.title')} />
        <p>{t('payments.pages.result.failed.body')}</p>
        <button type="button" className="shell-button" onClick={toForm}>
          {t('payments.pages.result.back')}
        </button>
      </section>
    );
  }
  return (
    <section className="pay-page" data-testid="pay-done-prompt">
      <PayHeader title={t('payments.pages.result.done.title')} />
      <p>{asked ? t('payments.pages.result.done.stillOpen') : t('payments.pages.result.done.body')}</p>
      <div className="pay-actions">
        <button
          type="button"
          className="shell-button"
          disabled={result.isFetching}
          onClick={() => {
            // "Not confirmed yet" is said once the check has come back, not before.
            void result.refetch().then(() => setAsked(true));
          }}
        >
          {t('payments.pages.result.done.yes')}
        </button>
        <button type="button" className="shell-button shell-button--ghost" onClick={toForm}>
          {t('payments.pages.result.done.notYet')}
        </button>
      </div>
    </section>
  );
}

export default withPaymentStrings(CheckoutResultPage);

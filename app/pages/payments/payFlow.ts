/**
 * Where a page stands in a top-up flow (the product page, the form, the checkout, the result), kept in its history
 * entry's state: how many pages of the flow lie before it, which of them is the form, and whether the user came
 * from a page before the flow's first. A paid order's Close leaves the whole flow (back to where the user came
 * from, or the app closes the page), never back into the form that was paid; "back to the form" after an
 * unfinished payment goes back to the form of the flow, or opens the form of the order's account.
 */
import { useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BRIDGE_FAILURE_KEYS } from '@engine/bridge/answers';
import { apiErrorText } from '@engine/http/ApiError';
import { useEngineServices } from '@engine/react/hooks/useEngineServices';
import { useToast } from '@engine/react/hooks/useToast';
import { historyHasPrevious } from '@platform/shell/historyHasPrevious';
import { ShellHostContext } from '@platform/shell/ShellFrame';
import { PAYMENT_PARAM_INFO_PATH, readPaymentParamInfo } from './paymentAnswers';

export interface PayFlowStep {
  /** Pages of the flow in the history before this one. */
  depth: number;
  /** The depth of the form in the flow, when the form is in it. */
  formAt?: number;
  /** Whether the flow's first page was reached from another page (there is history before it). */
  cameFrom: boolean;
}

const isDepth = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** The flow step a history entry's state carries, if it carries a sound one. */
export function readPayFlow(state: unknown): PayFlowStep | undefined {
  const s = (state as { payFlow?: Partial<PayFlowStep> } | null | undefined)?.payFlow;
  if (!s || !isDepth(s.depth) || typeof s.cameFrom !== 'boolean') return undefined;
  return { depth: s.depth, cameFrom: s.cameFrom, ...(isDepth(s.formAt) && s.formAt <= s.depth ? { formAt: s.formAt } : {}) };
}

/** Whether this page has a page to go back to, as the shell's router counts it: one reached inside the app, or history before the app's first page. */
export function useCanGoBack(): () => boolean {
  const location = useLocation();
  return () => location.key !== 'default' || historyHasPrevious();
}

/** The history state of the flow's next page, opened from this one (`form`: this page is the form). */
export function useNextFlowState(): (opts?: { form?: boolean }) => { payFlow: PayFlowStep } {
  const location = useLocation();
  const canGoBack = useCanGoBack();
  return (opts = {}) => {
    const here = readPayFlow(location.state) ?? { depth: 0, cameFrom: canGoBack() };
    const formAt = opts.form ? here.depth : here.formAt;
    return { payFlow: { depth: here.depth + 1, cameFrom: here.cameFrom, ...(formAt !== undefined ? { formAt } : {}) } };
  };
}

/** Leaves the flow: back to the page before its first one; with none known, the app closes the page (a plain browser says it closes in the app). */
export function useLeaveFlow(): () => void {
  const host = useContext(ShellHostContext);
  const navigate = useNavigate();
  const { state } = useLocation();
  const toast = useToast();
  return () => {
    const flow = readPayFlow(state);
    if (flow?.cameFrom) void navigate(-(flow.depth + 1));
    else if (host && host.platform !== 'browser') host.closePage();
    else toast(BRIDGE_FAILURE_KEYS.closeInApp);
  };
}

/** Back to the top-up form: through the history when the flow holds it, else the form of the order's account, in place of this page. */
export function useBackToForm(sessionId: string): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const { http } = useEngineServices();
  const toast = useToast();
  return () => {
    const flow = readPayFlow(state);
    if (flow?.formAt !== undefined) return void navigate(flow.formAt - flow.depth);
    void http.request<unknown>({ path: PAYMENT_PARAM_INFO_PATH, params: { sessionId } }).then(
      (answer) => {
        const userCode = readPaymentParamInfo(answer).userCode;
        if (userCode) void navigate(`/payments/${encodeURIComponent(userCode)}`, { replace: true });
        else toast('common:shell.error.generic');
      },
      (err: unknown) => toast(apiErrorText(err, 'common:shell.error.generic')),
    );
  };
}

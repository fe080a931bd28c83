/**
 * The upgrade flow (P§4, P§5, P§6): only the app can pay; the page asks the
 * app to pay for the chosen plan, and when the app reports a successful
 * payment with our referer the purchase is recorded (buyCard) and the pass
 * reloads. One purchase at a time: taps while one is under way do nothing.
 * The page's pay flow matches the result to this payment (a recharge paid on
 * the same page never counts as the upgrade) and stops waiting when the app
 * does not answer, so the button is usable again.
 *
 * A payment the app took is never lost: until the server has recorded it, the
 * plan is kept in the browser (unrecordedPurchases.ts). A record that failed
 * on the way (network, an HTTP error, an empty answer) is tried again after
 * RECORD_RETRY_MS, on Retry, and on the next visit; meanwhile the offer is not
 * shown, so the user is not asked to pay twice. A refusal with the server's
 * own message is final: the user reads it. When the pass reads as premium the
 * kept plans are dropped (recorded already, its answer lost on the way).
 */
import { useEffect, useRef, useState } from 'react';
import { apiErrorText, isApiError, useApiMutation, useBridge, useEngineServices, useT, useToast } from '@engine';
import { useNativePay, type PayArgs } from '@platform/pay';
import type { PassPlan } from './schema';
import { readUnrecorded, unrecordedKey, writeUnrecorded, type UnrecordedPurchase } from './unrecordedPurchases';

/** Waits before the automatic retries of a record that failed on the way (then Retry is the user's). */
export const RECORD_RETRY_MS: readonly number[] = [3_000, 10_000, 30_000];

export interface PassUpgrade {
  /** True from the tap until the purchase is recorded, has failed, or the app stopped answering. */
  busy: boolean;
  buy(plan: PassPlan): Promise<void>;
  /** False outside the app: a tap on Upgrade only says to open the app. */
  inApp: boolean;
  /** Paid plans not recorded yet: why the last try failed, and a way to try now. */
  unrecorded?: { count: number; error?: string; recording: boolean; retry(): void };
}

/** A failure on the way (network, HTTP error, empty answer), worth trying again; the server's refusal is not. */
const transient = (err: unknown) => !isApiError(err) || err.kind !== 'status';

export function usePassUpgrade(opts: { referer: string; buyPath: string; premium: boolean | undefined; onDone: () => void }): PassUpgrade {
  const t = useT();
  const toast = useToast();
  const bridge = useBridge();
  const { env, clock } = useEngineServices();
  const write = useApiMutation<unknown>({ money: true });
  const key = unrecordedKey(env.user?.id, opts.buyPath);
  /** The plans asked of the app, by product: a successful pay result records the plan it paid for. */
  const asked = useRef(new Map<string, PassPlan>());
  /** Set while the pay request is on its way to the app (before `paying` shows). */
  const asking = useRef(false);
  /** Paid, not recorded yet (the stored list, oldest first); `kept` mirrors it for rendering. */
  const list = useRef<UnrecordedPurchase[]>([]);
  const [kept, setKept] = useState<readonly UnrecordedPurchase[]>([]);
  const [error, setError] = useState<string>();
  const [recording, setRecording] = useState(false);
  const flushing = useRef(false);
  const attempt = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(opts);
  latest.current = opts;

  const keep = (next: UnrecordedPurchase[]) => {
    list.current = next;
    writeUnrecorded(key, next);
    setKept(next);
  };

  /** Records the kept plans one after another; the first that fails on the way stops the round. */
  const flush = async () => {
    if (flushing.current) return;
    flushing.current = true;
    clearTimeout(retryTimer.current);
    setRecording(true);
    try {
      while (list.current.length > 0) {
        const next = list.current[0]!;
        try {
          await write.mutate({ path: latest.current.buyPath, method: 'POST', body: { subscriptionType: next.type } });
          toast('common:widgets.diamond-pass.upgraded');
        } catch (err) {
          if (transient(err)) {
            setError(t(apiErrorText(err)));
            const wait = RECORD_RETRY_MS[attempt.current++];
            if (wait !== undefined) retryTimer.current = setTimeout(() => void flush(), wait);
            return;
          }
          toast(t(apiErrorText(err)));
        }
        attempt.current = 0;
        setError(undefined);
        keep(list.current.filter((p) => p !== next));
      }
    } finally {
      flushing.current = false;
      setRecording(false);
      latest.current.onDone();
    }
  };

  // The plans an earlier visit could not record: tried again once the pass is read and not premium yet.
  useEffect(() => {
    keep(readUnrecorded(key));
    return () => clearTimeout(retryTimer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per user and pass
  }, [key]);
  useEffect(() => {
    if (opts.premium === false && kept.length > 0 && !flushing.current && attempt.current === 0) void flush();
    if (opts.premium === true && kept.length > 0 && !flushing.current) {
      clearTimeout(retryTimer.current);
      setError(undefined);
      keep([]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the pass or the kept list changes
  }, [opts.premium, kept]);

  const paid = (args: PayArgs) => {
    const plan = asked.current.get(args.clientProductId);
    if (!plan) return;
    attempt.current = 0;
    keep([...list.current, { type: plan.type, paidAt: clock.now() }]);
    return flush();
  };
  // The shell already shows the host's failure message; the purchase is over.
  // No answer in time: the button is usable again, and the user learns that a payment made is not lost.
  const native = useNativePay({ referer: opts.referer, onSuccess: paid, onUnanswered: () => toast('common:widgets.diamond-pass.payUnanswered') });

  const buy = async (plan: PassPlan) => {
    if (asking.current || native.paying || write.pending || list.current.length > 0) return;
    if (!bridge.inApp) {
      toast('common:widgets.diamond-pass.notInApp');
      return;
    }
    asking.current = true;
    asked.current.set(plan.clientProductId, plan);
    try {
      await native.pay({ clientProductId: plan.clientProductId, productIdentifier: plan.productIdentifier });
    } finally {
      asking.current = false;
    }
  };

  const retry = () => {
    attempt.current = 0;
    void flush();
  };
  return {
    busy: native.paying || write.pending,
    buy,
    inApp: bridge.inApp,
    unrecorded: kept.length > 0 ? { count: kept.length, error, recording, retry } : undefined,
  };
}

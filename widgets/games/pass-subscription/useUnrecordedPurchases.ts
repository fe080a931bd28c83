/**
 * Recording paid upgrades. A payment the app took is never lost: until the
 * server has recorded it (buyCard), the plan is kept in the browser
 * (unrecordedPurchases.ts). A record that failed on the way (network, an HTTP
 * error, an empty answer) is tried again after RECORD_RETRY_MS, on Retry, and
 * on the next visit; meanwhile the offer is not shown, so the user is not
 * asked to pay twice. A refusal with the server's own message is final: the
 * user reads it. When the pass reads as premium the kept plans are dropped
 * (recorded already, its answer lost on the way).
 */
import { useEffect, useRef, useState } from 'react';
import { apiErrorText, isApiError, useApiMutation, useEngineServices, useT, useToast } from '@engine';
import { readUnrecorded, unrecordedKey, writeUnrecorded, type UnrecordedPurchase } from './unrecordedPurchases';

/** Waits before the automatic retries of a record that failed on the way (then Retry is the user's). */
export const RECORD_RETRY_MS: readonly number[] = [3_000, 10_000, 30_000];

/** Paid plans not recorded yet: why the last try failed, and a way to try now. */
export interface UnrecordedStatus {
  count: number;
  error?: string;
  recording: boolean;
  retry(): void;
}

export interface PurchaseRecorder {
  /** Keeps a plan the app reported paid and records it. */
  record(type: number): Promise<void>;
  /** True while a paid plan is kept, read at the time of the call (a tap right after a payment sees it). */
  waiting(): boolean;
  /** True while a record request is on its way. */
  pending: boolean;
  status?: UnrecordedStatus;
}

/** A failure on the way (network, HTTP error, empty answer), worth trying again; the server's refusal is not. */
const transient = (err: unknown) => !isApiError(err) || err.kind !== 'status';

export function useUnrecordedPurchases(opts: { buyPath: string; premium: boolean | undefined; onDone: () => void }): PurchaseRecorder {
  const t = useT();
  const toast = useToast();
  const { env, clock } = useEngineServices();
  const write = useApiMutation<unknown>({ money: true });
  const key = unrecordedKey(env.user?.id, opts.buyPath);
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

  const record = (type: number) => {
    attempt.current = 0;
    keep([...list.current, { type, paidAt: clock.now() }]);
    return flush();
  };
  const retry = () => {
    attempt.current = 0;
    void flush();
  };
  return {
    record,
    waiting: () => list.current.length > 0,
    pending: write.pending,
    status: kept.length > 0 ? { count: kept.length, error, recording, retry } : undefined,
  };
}

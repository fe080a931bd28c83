/**
 * The flow every draw game shares, written once; a game brings its rules (its pure machine) and its views.
 * - A tap runs once at a time: a second tap while one is in flight does nothing, so money is never sent twice.
 * - A tap its rules refuse says why by the refusal's code: short of the currency, the game's "short" text and its
 *   recharge step, from that tap; "busy" says nothing; any other code, the game's text for it.
 * - A request goes through the money mutation; a failed one toasts the game's text for its code (a balance too
 *   low: the "short" text and the recharge step), else the answer's message.
 * - After each request the game's index and the page's record lists are read again; after an answered one the
 *   page's follow-up action runs.
 * - A draw of a batch (`draw(path, count, steps)`) fetches the result dialog from the tap and sends `{ count }`.
 */
import { useRef } from 'react';
import { apiErrorText, isApiError, refreshApiReads, useAction, useApiMutation, useEngineServices, usePrefersReducedMotion, useSingleFlight, useToast } from '@engine';
import { preloadDrawResult } from './LazyDrawResult';

type ActionRef = Parameters<ReturnType<typeof useAction>['run']>[0];

/** What a game's rules answer to a tap: go, or a refusal by its code. */
export type DrawCheck<R extends string = string> = { ok: true } | { ok: false; reason: R; count?: number };

/** The refusal codes that mean the currency is short. */
const SHORT = new Set(['short', 'noDiamonds', 'noSparks']);
/** The server's refusal code for a balance too low (the real code is not published; the sandbox answers 2002). */
export const SHORT_CODE = 2002;
/** Failure texts for a request that spends diamonds: a balance too low is the game's "short" text and recharge. */
export const SPEND_FAILURES: Readonly<Record<number, string>> = { [SHORT_CODE]: 'short' };

export interface DrawFlowConfig {
  /** The game's strings, e.g. `common:widgets.lucky-box`. */
  strings: string;
  /** Reads the game's index again. */
  refetch: () => unknown;
  /** The paths of the record lists that read again after a request. */
  refreshPaths?: readonly string[];
  /** The page's action after an answered request. */
  onDrawn?: ActionRef;
  /** The page's action when the currency is short (e.g. the recharge dialog). */
  rechargeAction?: ActionRef;
  /** The game's own recharge step when the currency is short (e.g. the app's buy sheet), instead of the "short" text. */
  recharge?: () => Promise<void>;
  /** The text key (under `strings`) of a refusal code, none for a refusal that says nothing; by default the code itself. */
  refusalKey?: (reason: string) => string | undefined;
  /** How long refusal texts show. */
  refusalMs?: number;
  /** The text key (under `strings`) of a server refusal by its code; `short` also runs the recharge step. */
  failureKeys?: Readonly<Record<number, string>>;
}

export interface DrawRequest {
  path: string;
  body: Record<string, unknown>;
  /** The machine's step as the request leaves. */
  start?: () => void;
  /** The machine's step with the answer. */
  answered: (answer: unknown) => void;
  /** The machine's step when it is refused or lost. */
  failed?: () => void;
  /** This request's own failure texts by code, instead of the game's. */
  failureKeys?: Readonly<Record<number, string>>;
}

/** The machine's steps of a request: as it leaves, with its answer, when it is refused or lost. */
export type DrawSteps = Pick<DrawRequest, 'start' | 'answered' | 'failed'>;

export function useDrawFlow(config: DrawFlowConfig) {
  const { queryClient } = useEngineServices();
  const reduced = usePrefersReducedMotion();
  const toast = useToast();
  const { run } = useAction();
  const { mutate } = useApiMutation<unknown>({ money: true });
  const latest = useRef({ config, reduced });
  latest.current = { config, reduced };

  const short = async () => {
    const cfg = latest.current.config;
    if (cfg.recharge) return cfg.recharge();
    toast(`${cfg.strings}.short`);
    if (cfg.rechargeAction) await run(cfg.rechargeAction);
  };

  /** Says why a tap was refused; false for a refusal, true to go on. */
  const allowed = (check: DrawCheck): check is { ok: true } => {
    if (check.ok) return true;
    const cfg = latest.current.config;
    const key = cfg.refusalKey ? cfg.refusalKey(check.reason) : check.reason;
    if (SHORT.has(check.reason)) void short();
    else if (key !== undefined && check.reason !== 'busy') toast(`${cfg.strings}.${key}`, { values: { count: check.count ?? 0 }, ...(cfg.refusalMs ? { durationMs: cfg.refusalMs } : {}) });
    return false;
  };

  /** Sends one request: true when it was answered. The index and the records are read again either way. */
  const send = async (req: DrawRequest): Promise<boolean> => {
    const cfg = latest.current.config;
    req.start?.();
    try {
      req.answered(await mutate({ path: req.path, method: 'POST', body: req.body }));
      if (cfg.onDrawn) void run(cfg.onDrawn);
      return true;
    } catch (err) {
      req.failed?.();
      const key = isApiError(err) && err.kind === 'status' ? (req.failureKeys ?? cfg.failureKeys)?.[err.code] : undefined;
      if (key === 'short') void short();
      else toast(key ? `${cfg.strings}.${key}` : apiErrorText(err));
      return false;
    } finally {
      void cfg.refetch();
      if (cfg.refreshPaths?.length) void refreshApiReads(queryClient, cfg.refreshPaths);
    }
  };

  /** Sends a draw of `count` to `path` (body `{ count }`), the result dialog fetched from the tap; as `send`. */
  const draw = (path: string, count: number, steps: DrawSteps): Promise<boolean> => {
    preloadDrawResult();
    return send({ path, body: { count }, ...steps });
  };

  return { toast, allowed, send, draw, short, reduced: () => latest.current.reduced };
}

export type DrawFlow = ReturnType<typeof useDrawFlow>;

/** A tap of a draw game: one at a time, a second tap while one is in flight does nothing. */
export function useDrawTap<A extends unknown[]>(step: (...a: A) => Promise<unknown>) {
  const flight = useSingleFlight(async (...a: A) => {
    await step(...a);
  });
  return { run: (...a: A): Promise<void> => flight.run(...a).then(() => undefined), pending: flight.pending };
}

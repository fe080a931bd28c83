/**
 * The request side of the bridge: validates an action against the catalogue,
 * checks its URL arguments, sends it to the host (or records "not in app" in
 * a browser) and keeps the log shown by the development panel.
 */
import { ACTION_ARGS, isBridgeAction } from './actions';
import type { BridgeAction } from './actions';
import { checkAnswer, mustAnswer } from './answers';
import { findRefusedUrl } from './checkUrls';
import { BRIDGE_LOG_LIMIT } from './constants';
import type { Platform } from './detectPlatform';
import type { Transport } from './transport';
import type { BridgeFailure, BridgeLogEntry, BridgeResult } from './types';

export interface ChannelOptions {
  platform: Platform;
  transport: Transport | undefined;
  origin: string | undefined;
  now: () => number;
  onBrowserOnly?(action: string): void;
}

export type Parsed = { ok: true; data: Record<string, unknown> } | { ok: false; result: BridgeResult<never> };

export function createChannel(opts: ChannelOptions) {
  const { platform, transport } = opts;
  const inApp = platform !== 'browser' && transport !== undefined;
  let entries: BridgeLogEntry[] = [];
  const logListeners = new Set<(log: readonly BridgeLogEntry[]) => void>();

  function record(action: string, args: unknown, outcome: BridgeLogEntry['outcome'], message?: string): void {
    entries = [...entries, { at: opts.now(), action, args, platform, outcome, ...(message ? { message } : {}) }].slice(-BRIDGE_LOG_LIMIT);
    for (const cb of logListeners) cb(entries);
  }

  /** A failure inside the page or the bridge: `detail` goes to the log and the console, never to the user. */
  function fail(action: string, args: unknown, reason: BridgeFailure, detail?: string): BridgeResult<never> {
    record(action, args, reason, detail);
    if (reason === 'invalid-args' || reason === 'unknown-action') console.warn(`[bridge] ${action}: ${detail ?? reason}`);
    return detail ? { ok: false, reason, detail } : { ok: false, reason };
  }

  function parse(action: string, args: unknown): Parsed {
    if (!isBridgeAction(action)) return { ok: false, result: fail(action, args, 'unknown-action', 'not in the action catalogue') };
    const parsed = ACTION_ARGS[action].safeParse(args ?? {});
    if (!parsed.success) {
      const message = parsed.error.issues.map((i) => `${i.path.join('.') || 'args'}: ${i.message}`).join('; ');
      return { ok: false, result: fail(action, args, 'invalid-args', message) };
    }
    const refused = findRefusedUrl(parsed.data, opts.origin);
    if (refused !== undefined) return { ok: false, result: fail(action, args, 'invalid-args', `URL not allowed: ${refused}`) };
    return { ok: true, data: parsed.data as Record<string, unknown> };
  }

  /** Sends validated arguments (URLs already checked) to the host. */
  function cross<T = unknown>(action: BridgeAction, args: Record<string, unknown>): BridgeResult<T> {
    if (!inApp || !transport) {
      record(action, args, 'not-in-app');
      try {
        opts.onBrowserOnly?.(action);
      } catch (err) {
        console.error('[bridge] onBrowserOnly failed', err);
      }
      return { ok: false, reason: 'not-in-app' };
    }
    let answer: unknown;
    try {
      answer = transport(action, args);
    } catch (err) {
      // The host's error (on Android: 'Java exception was raised during method invocation') is not for the user:
      // the page shows its own text for the failure.
      console.error(`[bridge] ${action}: the app failed to answer`, err);
      return fail(action, args, 'failed', err instanceof Error ? err.message : String(err));
    }
    const result = checkAnswer<T>(answer, mustAnswer(action));
    if (result.ok) record(action, args, 'sent');
    else {
      record(action, args, result.reason, [result.detail, result.message].filter(Boolean).join(': ') || undefined);
      console.warn(`[bridge] ${action}: ${result.detail ?? result.reason}`);
    }
    return result;
  }

  async function send<T = unknown>(action: BridgeAction, args?: unknown): Promise<BridgeResult<T>> {
    const p = parse(action, args);
    return p.ok ? cross<T>(action, p.data) : p.result;
  }

  return {
    inApp,
    record,
    fail,
    parse,
    cross,
    send,
    log: () => entries,
    onLog(cb: (log: readonly BridgeLogEntry[]) => void) {
      logListeners.add(cb);
      return () => {
        logListeners.delete(cb);
      };
    },
  };
}

/**
 * A recording bridge for tests: every catalogue action resolves
 * `{ ok: true, data: undefined }` unless `respond(action, result)` says
 * otherwise, and is recorded in `calls`. Unknown names fail like the real one.
 */
import { BRIDGE_ACTIONS, isBridgeAction } from '@engine/bridge/actions';
import type { Bridge, BridgeEventName, BridgeEvents, BridgeLogEntry, BridgeResult } from '@engine/bridge/types';

export interface FakeBridge extends Bridge {
  calls: Array<{ action: string; args?: Record<string, unknown> }>;
  respond(action: string, result: BridgeResult): void;
  /** Deliver a shell event to `on` listeners. */
  emit<E extends BridgeEventName>(event: E, payload: BridgeEvents[E]): void;
}

export function createFakeBridge(opts: { platform?: Bridge['platform']; appVersion?: string } = {}): FakeBridge {
  const calls: FakeBridge['calls'] = [];
  const results = new Map<string, BridgeResult>();
  const listeners = new Map<string, Set<(p: never) => void>>();
  const log: BridgeLogEntry[] = [];
  let version = opts.appVersion;
  const platform = opts.platform ?? 'android';

  const call = async (action: string, args?: Record<string, unknown>): Promise<BridgeResult> => {
    calls.push(args === undefined ? { action } : { action, args });
    log.push({ at: Date.now(), action, args, platform, outcome: isBridgeAction(action) ? 'sent' : 'unknown-action' });
    if (!isBridgeAction(action)) return { ok: false, reason: 'unknown-action' };
    return results.get(action) ?? { ok: true, data: undefined };
  };

  const emit = (event: string, payload: unknown) => {
    for (const cb of [...(listeners.get(event) ?? [])]) (cb as (p: unknown) => void)(payload);
  };

  const fake = {
    platform,
    inApp: platform !== 'browser',
    calls,
    appVersion: () => version,
    setAppVersion: (v: string | undefined) => {
      version = v;
    },
    call,
    respond: (action: string, result: BridgeResult) => void results.set(action, result),
    on(event: string, cb: (p: never) => void) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(cb);
      return () => void set.delete(cb);
    },
    emit,
    receive: (name: string, payload?: unknown) => emit(name, payload),
    state: () => ({ paying: false, paid: false }),
    log: () => log,
    onLog: () => () => undefined,
    dispose: () => undefined,
  } as Record<string, unknown>;
  for (const action of BRIDGE_ACTIONS) fake[action] = (args?: Record<string, unknown>) => call(action, args);
  return fake as unknown as FakeBridge;
}

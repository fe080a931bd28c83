/**
 * Provider-wide stores for the toast (one at a time, 2000 ms by default) and
 * the confirm dialog (true when confirmed, false when cancelled).
 */
import { createStore, type Store } from './createStore';

export const DEFAULT_TOAST_MS = 2000;

export interface ToastRequest {
  id: number;
  text: string;
  /** Campaign namespace the key is looked up in first. */
  ns?: string;
  values?: Record<string, unknown>;
  durationMs: number;
}

export interface ConfirmRequest {
  id: number;
  text: string;
  ns?: string;
  values?: Record<string, unknown>;
  resolve(ok: boolean): void;
}

export interface HostStores {
  toast: Store<ToastRequest | null>;
  confirm: Store<ConfirmRequest | null>;
  showToast(text: string, opts?: { values?: Record<string, unknown>; durationMs?: number; ns?: string }): void;
  askConfirm(text: string, values?: Record<string, unknown>, ns?: string): Promise<boolean>;
}

export function createHostStores(): HostStores {
  let seq = 0;
  const toast = createStore<ToastRequest | null>(null);
  const confirm = createStore<ConfirmRequest | null>(null);
  return {
    toast,
    confirm,
    showToast(text, opts) {
      seq += 1;
      const req: ToastRequest = { id: seq, text, durationMs: opts?.durationMs ?? DEFAULT_TOAST_MS };
      if (opts?.values) req.values = opts.values;
      if (opts?.ns) req.ns = opts.ns;
      toast.set(req);
    },
    askConfirm(text, values, ns) {
      confirm.get()?.resolve(false);
      return new Promise<boolean>((resolve) => {
        seq += 1;
        const req: ConfirmRequest = {
          id: seq,
          text,
          resolve: (ok) => {
            if (confirm.get() === req) confirm.set(null);
            resolve(ok);
          },
        };
        if (values) req.values = values;
        if (ns) req.ns = ns;
        confirm.set(req);
      });
    },
  };
}

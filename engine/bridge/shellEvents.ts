/**
 * Shell events coming from the host. The host calls
 * `window.__appEvent(name, payload)` with one of these names (payload an
 * object or its JSON text):
 *   linkResult   { code, link?, message? }     code 0 stores the link (newlines removed), else toast message
 *   payResult    { code, message?, referer? }  code 0 marks paid (and posts the referer's event), else toast + pay-fail; then paying hides
 *   webRefresh   -                             the page reloads its data
 *   svgaFinished { code }                      code 0 emits svga-finished
 */
import { REFERER_EVENTS } from './constants';
import type { Emitter } from './emitter';
import type { BridgeEvents, BridgeState } from './types';

export const SHELL_EVENTS = ['linkResult', 'payResult', 'webRefresh', 'svgaFinished'] as const;
export type ShellEventName = (typeof SHELL_EVENTS)[number];

const ALIASES: Record<string, ShellEventName> = {
  'link-result': 'linkResult',
  'pay-result': 'payResult',
  'web-refresh': 'webRefresh',
  'svga-finished': 'svgaFinished',
};

export const PAY_FAIL_KEY = 'common:errors.payFail';
export const COPY_LINK_SUCCESS_KEY = 'common:shell.bridge.copyLinkSuccess';

export interface ShellEventContext {
  state: BridgeState;
  emitter: Emitter<BridgeEvents>;
  postEvent(event: number, data?: unknown): void;
}

function parsePayload(payload: unknown): Record<string, unknown> {
  if (typeof payload === 'string') {
    try {
      const v = JSON.parse(payload) as unknown;
      return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export function normalizeShellEvent(name: string): ShellEventName | undefined {
  return (SHELL_EVENTS as readonly string[]).includes(name) ? (name as ShellEventName) : ALIASES[name];
}

/** Applies one shell event; returns false for an unknown name (logged). */
export function handleShellEvent(rawName: string, rawPayload: unknown, ctx: ShellEventContext): boolean {
  const name = normalizeShellEvent(rawName);
  if (!name) {
    console.warn(`[bridge] unknown shell event "${rawName}"`);
    return false;
  }
  const p = parsePayload(rawPayload);
  const ok = Number(p.code) === 0;
  const { state, emitter } = ctx;
  switch (name) {
    case 'linkResult': {
      const link = text(p.link);
      if (ok && link) {
        state.link = link.replace(/[\r\n]+/g, '');
        emitter.emit('link', state.link);
      } else {
        emitter.emit('toast', text(p.message) ? { message: text(p.message) } : { key: 'common:errors.generic' });
      }
      break;
    }
    case 'payResult': {
      const referer = text(p.referer);
      if (ok) {
        state.paid = true;
        if (referer) {
          // Referers with an app event (limited offer: 2032) are posted back; others are the page's own business (`paid`).
          const event = REFERER_EVENTS[referer];
          if (event !== undefined) ctx.postEvent(event, { referer });
        }
        emitter.emit('paid', referer ? { referer } : {});
      } else {
        const message = text(p.message);
        emitter.emit('toast', message ? { message } : { key: PAY_FAIL_KEY });
        // The referer tells which payment failed, as for a success.
        emitter.emit('pay-fail', { ...(message ? { message } : {}), ...(referer ? { referer } : {}) });
      }
      state.paying = false;
      emitter.emit('paying', false);
      break;
    }
    case 'webRefresh':
      emitter.emit('refresh', undefined);
      break;
    case 'svgaFinished':
      if (ok) emitter.emit('svga-finished', p);
      break;
  }
  return true;
}

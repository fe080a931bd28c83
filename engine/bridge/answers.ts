/** Reading the host's answers: a refusal object becomes a failure; shapes are normalised. */
import type { BarHeights, BridgeFailure, BridgeResult } from './types';

/** A host answer that is not JSON (a broken host), kept apart from a JSON text answer. */
export class UnreadableAnswer {
  declare readonly raw: string;
  constructor(raw: string) {
    this.raw = raw;
  }
}

/**
 * Actions the page does not wait on: the page closes, an event is posted, the window or the bars change. The host
 * may leave them unanswered, and a failure is not told to the user. Every other action must answer (`{ code: 0 }`
 * or its data): the page acts on the answer or tells the user what happened (a pay sheet to wait for, a room list
 * opened, a link copied, an animation played), so no answer, or one that is not JSON, means the app did not do it.
 */
export const BACKGROUND_ACTIONS: ReadonlySet<string> = new Set(['closePage', 'postEvent', 'resizeWindow', 'hideNavigationBar', 'showNavigationBar', 'setStatusBarColor']);

/** Whether the page needs the host's answer to this action to take it as done. */
export function mustAnswer(action: string): boolean {
  return !BACKGROUND_ACTIONS.has(action);
}

/** What the user reads when an action failed (locale keys): open the app, update the app, or the app could not do it. */
export const BRIDGE_FAILURE_KEYS = {
  notInApp: 'common:shell.bridge.notInApp',
  /** A plain browser cannot close the page (the top bar's left tap with no history). */
  closeInApp: 'common:shell.bridge.closeInApp',
  /** A plain browser cannot minimize the page (the top bar's minimize icon). */
  minimizeInApp: 'common:shell.bridge.minimizeInApp',
  unsupported: 'common:shell.bridge.unsupported',
  failed: 'common:shell.bridge.failed',
} as const;

export function bridgeFailureKey(reason: BridgeFailure): string {
  if (reason === 'not-in-app') return BRIDGE_FAILURE_KEYS.notInApp;
  if (reason === 'unsupported') return BRIDGE_FAILURE_KEYS.unsupported;
  return BRIDGE_FAILURE_KEYS.failed;
}

/**
 * The result of an answer. `{ code: <non-zero>, message? }` is a refusal (its message is the host's own text);
 * no answer (null, empty) or one that is not JSON is a failure when the action must answer.
 */
export function checkAnswer<T>(answer: unknown, answerNeeded = true): BridgeResult<T> {
  if (answer instanceof UnreadableAnswer) {
    return answerNeeded ? { ok: false, reason: 'failed', detail: `unreadable answer: ${answer.raw.slice(0, 120)}` } : { ok: true, data: undefined as T };
  }
  if (answer === undefined || answer === null) {
    return answerNeeded ? { ok: false, reason: 'failed', detail: 'no answer' } : { ok: true, data: undefined as T };
  }
  if (typeof answer === 'object' && 'code' in answer) {
    const { code, message, data } = answer as { code: unknown; message?: unknown; data?: unknown };
    if (Number(code) !== 0) {
      const text = typeof message === 'string' && message.trim() !== '' ? message : undefined;
      return { ok: false, reason: 'failed', detail: `refused with code ${String(code)}`, ...(text ? { message: text } : {}) };
    }
    if (data !== undefined) return { ok: true, data: data as T };
  }
  return { ok: true, data: answer as T };
}

export function toHeaders(data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) out[k] = String(v);
  }
  return out;
}

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

export function toBarHeights(data: unknown): BarHeights {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return { statusBarHeight: num(d.statusBarHeight), immersionHeight: num(d.immersionHeight) };
}

export function toStringList(data: unknown): string[] {
  if (Array.isArray(data)) return data.map(String).filter((s) => s !== '');
  if (typeof data === 'string') return data.split(',').map((s) => s.trim()).filter((s) => s !== '');
  return [];
}

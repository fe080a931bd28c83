/**
 * How a message reaches the host. iOS: `window.prompt(JSON)`, intercepted by
 * the WKWebView host, which returns the answer as the prompt's text. Android:
 * `window.AppBridge.call(JSON)`, which returns the answer as a string.
 * The message is `{ "bridge": "app", "action": name, "args": {...} }`.
 */
import { UnreadableAnswer } from './answers';
import { androidBridgeOf } from './detectPlatform';
import type { Platform } from './detectPlatform';

export type Transport = (action: string, args: Record<string, unknown>) => unknown;

/** The host's answer: undefined when it gave none (null, empty), an UnreadableAnswer when it is not JSON. */
export function parseAnswer(raw: unknown): unknown {
  if (raw === null || raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return new UnreadableAnswer(raw);
  }
}

export function createTransport(win: unknown, platform: Platform): Transport | undefined {
  if (!win || platform === 'browser') return undefined;
  return (action, args) => {
    const message = JSON.stringify({ bridge: 'app', action, args });
    if (platform === 'android') {
      const host = androidBridgeOf(win);
      if (!host) throw new Error('Android bridge object is missing');
      return parseAnswer(host.call(message));
    }
    const prompt = (win as { prompt?: (m: string) => string | null }).prompt;
    if (typeof prompt !== 'function') throw new Error('prompt is not available');
    return parseAnswer(prompt.call(win, message));
  };
}

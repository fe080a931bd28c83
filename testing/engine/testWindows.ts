/** Fake host windows for bridge tests. By default the host answers every action as done (`{ code: 0 }`). */
import { vi } from 'vitest';
import { ANDROID_BRIDGE_NAME } from '@engine/bridge/constants';

export interface Sent {
  bridge: string;
  action: string;
  args: Record<string, unknown>;
}

export function androidWindow(answer: (m: Sent) => unknown = () => ({ code: 0 })) {
  const sent: Sent[] = [];
  const win: Record<string, unknown> = {
    location: { origin: 'https://act.example', href: 'https://act.example/vue/act/x?a=1' },
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 13) AppWebView/3.19.0' },
    open: vi.fn(),
    [ANDROID_BRIDGE_NAME]: {
      call: (json: string) => {
        const m = JSON.parse(json) as Sent;
        sent.push(m);
        const a = answer(m);
        return typeof a === 'string' ? a : JSON.stringify(a);
      },
    },
  };
  return { win, sent };
}

export function iosWindow(version = '3.19.0', answer: (m: Sent) => unknown = () => ({ code: 0 })) {
  const sent: Sent[] = [];
  const win: Record<string, unknown> = {
    location: { origin: 'https://act.example', href: 'https://act.example/vue/act/x' },
    navigator: { userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppWebView/${version}` },
    open: vi.fn(),
    prompt: (json: string) => {
      const m = JSON.parse(json) as Sent;
      sent.push(m);
      const a = answer(m);
      return a === null ? null : JSON.stringify(a);
    },
  };
  return { win, sent };
}

export function browserWindow() {
  return {
    location: { origin: 'https://act.example', href: 'https://act.example/vue/act/x' },
    navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
    prompt: vi.fn(),
    open: vi.fn(),
  } as Record<string, unknown>;
}

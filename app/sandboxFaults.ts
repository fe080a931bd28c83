/**
 * The sandbox fault switches for the development panel, through the sandbox
 * control endpoint: network failure, non-zero status, empty answer (for all
 * calls) and a latency in ms.
 */
import type { DevFaultSwitch, DevTools } from '@platform/shell/DevPanel';

export const SANDBOX_CONTROL_URL = '/vue/sandbox/control';
const KINDS = ['network', 'status', 'empty'] as const;

interface ControlState {
  users?: Array<{ userId: string; description: string }>;
  faults?: { rules?: Array<{ kind: string; path?: string }>; latency?: Array<{ ms: number; path?: string }> };
}

/** Reads the sandbox's control state, after applying `body` when one is given. */
export async function control(body?: Record<string, unknown>, doFetch: typeof fetch = fetch): Promise<ControlState> {
  const res = await doFetch(SANDBOX_CONTROL_URL, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : undefined);
  const json = (await res.json()) as { content?: ControlState };
  return json.content ?? {};
}

export function switchesOf(state: ControlState): DevFaultSwitch[] {
  const rules = (state.faults?.rules ?? []).filter((r) => !r.path);
  const latency = (state.faults?.latency ?? []).filter((l) => !l.path).reduce((max, l) => Math.max(max, l.ms), 0);
  return [...KINDS.map((kind) => ({ id: kind, value: rules.some((r) => r.kind === kind) })), { id: 'latencyMs', value: latency }];
}

export function sandboxFaults(doFetch?: typeof fetch): NonNullable<DevTools['faults']> {
  return {
    list: async () => switchesOf(await control(undefined, doFetch)),
    async set(id, value) {
      if (id === 'latencyMs') {
        await control({ latency: Number(value) > 0 ? [{ ms: Number(value) }] : null }, doFetch);
        return;
      }
      const current = switchesOf(await control(undefined, doFetch));
      const on = current.filter((s) => s.id !== 'latencyMs' && (s.id === id ? value === true : s.value === true)).map((s) => s.id);
      await control({ faults: on }, doFetch);
    },
  };
}

// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '../core/pushes';
import { createSandboxMsw } from './index';

let now = Date.parse('2026-11-22T10:00:05+08:00');
const { sandbox, handlers, pushHandler } = createSandboxMsw({ seed: 7, now: () => now });
const server = setupServer(...handlers, pushHandler);

describe('pushes in-process through msw ws', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('a page WebSocket to /vue/sandbox/ws receives 8016 status pushes as the rounds move', async () => {
    const ws = new WebSocket('ws://localhost/vue/sandbox/ws');
    const messages: PushMessage[] = [];
    ws.addEventListener('message', (e) => messages.push(JSON.parse(String(e.data)) as PushMessage));
    await new Promise((resolve) => ws.addEventListener('open', resolve));
    sandbox.tick();
    now += 26_000;
    sandbox.tick();
    const rapid = () => messages.filter((m) => m.to === 'sandbox-rapid-king');
    await vi.waitFor(() => expect(rapid().map((m) => m.payload.content.status)).toEqual([20, 30]), { timeout: 5000 });
    ws.close();
    expect(rapid().map((m) => m.payload.content.status)).toEqual([20, 30]);
    expect(rapid()[0]!.payload.event).toBe(8016);
  });
});

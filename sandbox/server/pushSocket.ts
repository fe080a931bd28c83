/**
 * The push WebSocket at /vue/sandbox/ws: every client receives the sandbox's
 * push messages as JSON text. Other upgrade requests (e.g. Vite's HMR socket)
 * are left alone. A one-second ticker advances the live rounds.
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Sandbox } from '../core/createSandbox';

export const PUSH_PATH = '/vue/sandbox/ws';

export interface PushSocket {
  close(): void;
}

export function attachPushSocket(server: HttpServer, sandbox: Sandbox, path = PUSH_PATH): PushSocket {
  const wss = new WebSocketServer({ noServer: true });
  const clients = new Set<WebSocket>();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://sandbox.local').pathname !== path) return;
    wss.handleUpgrade(req, socket, head, (ws) => {
      clients.add(ws);
      ws.on('close', () => clients.delete(ws));
      ws.on('error', () => clients.delete(ws));
    });
  };
  server.on('upgrade', onUpgrade);
  const unsubscribe = sandbox.pushes.subscribe((msg) => {
    const text = JSON.stringify(msg);
    for (const ws of clients) if (ws.readyState === ws.OPEN) ws.send(text);
  });
  const ticker = setInterval(() => sandbox.tick(), 1000);
  ticker.unref?.();
  return {
    close() {
      clearInterval(ticker);
      unsubscribe();
      server.off('upgrade', onUpgrade);
      for (const ws of clients) ws.terminate();
      wss.close();
    },
  };
}

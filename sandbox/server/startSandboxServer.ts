/**
 * The sandbox as a real local HTTP + WebSocket server: /vue/prodServer/* calls,
 * /vue/sandbox/control, pushes at /vue/sandbox/ws, and (with `staticDir`) the
 * built app under /vue/ with history fallback.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox, type SandboxOptions } from '../core/createSandbox';
import { fixturesFromDisk } from './fixtureFiles';
import { handleNode } from './nodeHandler';
import { attachPushSocket } from './pushSocket';
import { serveStatic } from './staticFiles';

export interface SandboxServerOptions extends SandboxOptions {
  port?: number;
  host?: string;
  staticDir?: string;
  /** An existing sandbox to serve (default: a new one from the options). */
  sandbox?: Sandbox;
}

export interface SandboxServer {
  url: string;
  port: number;
  sandbox: Sandbox;
  close(): Promise<void>;
}

export async function startSandboxServer(opts: SandboxServerOptions = {}): Promise<SandboxServer> {
  const sandbox = opts.sandbox ?? createSandbox({ fixtures: fixturesFromDisk(), ...opts });
  const host = opts.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    handleNode(sandbox, req, res)
      .then((handled) => {
        if (handled) return;
        // Pages are dated at the sandbox's (possibly moved) time too: a page that asks no API sets its clock from them.
        res.setHeader('date', new Date(sandbox.clock.now()).toUTCString());
        if (opts.staticDir && serveStatic(opts.staticDir, req, res)) return;
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
  });
  const push = attachPushSocket(server, sandbox);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 8787, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    sandbox,
    close: () =>
      new Promise<void>((resolve) => {
        push.close();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/**
 * `sandboxPlugin()`: the sandbox mounted on Vite's dev and preview servers, so
 * `npm start` talks to it over real HTTP (/vue/prodServer/*, /vue/sandbox/control)
 * and a real WebSocket at /vue/sandbox/ws next to Vite's own HMR socket.
 */
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { createSandbox, type Sandbox, type SandboxOptions } from './core/createSandbox';
import { fixturesFromDisk } from './server/fixtureFiles';
import { handleNode } from './server/nodeHandler';
import { attachPushSocket, type PushSocket } from './server/pushSocket';

type Middlewares = { use(fn: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): unknown };

function mount(sandbox: Sandbox, middlewares: Middlewares, httpServer: HttpServer | null | undefined, sockets: PushSocket[]): void {
  middlewares.use((req, res, next) => {
    handleNode(sandbox, req, res).then((handled) => {
      if (handled) return;
      // Pages are dated at the sandbox's (possibly moved) time, as the sandbox server dates them.
      res.setHeader('date', new Date(sandbox.clock.now()).toUTCString());
      next();
    }, next);
  });
  if (httpServer) sockets.push(attachPushSocket(httpServer, sandbox));
}

export function sandboxPlugin(opts: SandboxOptions & { sandbox?: Sandbox } = {}): Plugin {
  const sandbox = opts.sandbox ?? createSandbox({ seed: 1, fixtures: fixturesFromDisk(), ...opts });
  const sockets: PushSocket[] = [];
  return {
    name: 'campaign-sandbox',
    apply: (_config, env) => env.command === 'serve' || env.isPreview === true,
    configureServer(server) {
      mount(sandbox, server.middlewares, server.httpServer as HttpServer | null, sockets);
    },
    configurePreviewServer(server) {
      mount(sandbox, server.middlewares, server.httpServer as HttpServer | null, sockets);
    },
    buildEnd() {
      sockets.splice(0).forEach((s) => s.close());
    },
  };
}

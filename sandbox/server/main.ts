/**
 * `npm run sandbox -- [--port 8787] [--host 127.0.0.1] [--static dist] [--seed 1]`
 * runs the sandbox server and prints its URL.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandboxServer } from './startSandboxServer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    static: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});

const server = await startSandboxServer({
  port: Number(values.port),
  host: values.host,
  seed: Number(values.seed),
  ...(values.static ? { staticDir: resolve(values.static) } : {}),
});

console.log(`Sandbox server: ${server.url}/vue/ (API ${server.url}/vue/prodServer, control ${server.url}/vue/sandbox/control, pushes ws://${server.url.slice(7)}/vue/sandbox/ws)`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** The sandbox on Node: the HTTP + WebSocket server and its pieces (also used by the Vite plugin). */
export { startSandboxServer, type SandboxServer, type SandboxServerOptions } from './startSandboxServer';
export { handleNode } from './nodeHandler';
export { attachPushSocket, PUSH_PATH, type PushSocket } from './pushSocket';
export { serveStatic } from './staticFiles';

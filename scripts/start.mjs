#!/usr/bin/env node
// `npm start`: the app on the Vite dev server with the sandbox mounted; prints where to open it.
import { createServer } from 'vite';
import { startBanner } from './startPages.mjs';

// vite.config.ts imports the sandbox's TypeScript sources; they load fine with the bundling config loader.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ configFile: 'vite.config.ts', server: { host: '127.0.0.1', port } });
await server.listen();
// Vite's own banner names the base path, which is the 404 page: list pages that exist instead.
const base = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/vue/`;
for (const line of startBanner(base)) console.log(line);

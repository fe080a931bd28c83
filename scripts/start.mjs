#!/usr/bin/env node
// `npm start`: the app on the Vite dev server with the sandbox mounted; prints where to open it.
import { createServer } from 'vite';

// vite.config.ts imports the sandbox's TypeScript sources; they load fine with the bundling config loader.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const server = await createServer({ configFile: 'vite.config.ts', server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) } });
await server.listen();
server.printUrls();
const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/vue/';
console.log(`\n  Demo campaign:  ${base}act/starlight`);
console.log(`  Slot machine:   ${base}slot-machine/index`);
console.log(`  Diamond Pass:   ${base}diamond-pass/index`);
console.log(`  Preview a phase with ?at=2030-02-01T00:00:00Z, a language with ?lang=th, a user with ?uid=10003.\n`);

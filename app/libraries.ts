/**
 * The engine runtime's libraries, in a chunk of their own (`libraries`,
 * app/chunkRules.ts). app/main.tsx imports this module first so
 * that the chunk is evaluated in a task of its own, before the engine's; the
 * bindings below are only a handle on the chunk.
 */
export { QueryClient } from '@tanstack/react-query';
export { safeParse } from 'zod/mini';

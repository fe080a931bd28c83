/** The request and answer shapes shared by every way of running the sandbox. */
export interface SandboxRequest {
  method: string;
  /** Full path, e.g. /vue/prodServer/facade/wallet/get or /vue/sandbox/control. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

export type SandboxResponse =
  | { httpStatus: number; body: unknown; headers?: Record<string, string> }
  | { networkError: true };

/** Answers that are not JSON (drawn avatars and gift icons). */
export interface RawBody {
  raw: string;
  contentType: string;
}

export const isRawBody = (b: unknown): b is RawBody => typeof b === 'object' && b !== null && 'raw' in b && 'contentType' in b;

/** Paths the sandbox answers (everything else falls through to the app, Vite or the network). */
export const isSandboxPath = (path: string): boolean => path.startsWith('/vue/prodServer/') || path.startsWith('/vue/sandbox/');

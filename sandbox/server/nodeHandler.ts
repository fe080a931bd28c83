/** Serves sandbox calls from Node's http request/response (the server, and the Vite dev and preview servers). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRawBody, isSandboxPath } from '../core/types';
import type { Sandbox } from '../core/createSandbox';
import { parseMultipart } from '../core/multipart';
import { accepts, compress } from './compressedFiles';

const MAX_BODY = 2 * 1024 * 1024;
/** Answers shorter than this (bytes as written) are sent as they are: compressing them would save no round trip. */
const COMPRESS_FROM = 1024;
export { isSandboxPath };

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function parseBody(bytes: Buffer, type: string | undefined): Promise<unknown> {
  if (bytes.length === 0) return undefined;
  if (type?.includes('multipart/form-data')) return parseMultipart(bytes, type);
  const text = bytes.toString('utf8');
  if (type?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** Answers a sandbox path; returns false (untouched) for any other path. */
export async function handleNode(sandbox: Sandbox, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  if (!isSandboxPath(url.pathname)) return false;
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return true;
  }
  let body: unknown;
  try {
    body = await parseBody(await readBody(req), req.headers['content-type']);
  } catch {
    res.writeHead(413, CORS).end();
    return true;
  }
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
  const out = await sandbox.handle({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body });
  if ('networkError' in out) {
    req.socket.destroy();
    return true;
  }
  const extra = { ...CORS, 'cache-control': 'no-store', ...(out.headers ?? {}) };
  if (isRawBody(out.body)) {
    res.writeHead(out.httpStatus, { ...extra, 'content-type': out.body.contentType }).end(out.body.raw);
  } else if (out.body === null || out.body === undefined) {
    res.writeHead(out.httpStatus, { ...extra, 'content-length': '0' }).end();
  } else {
    const json = JSON.stringify(out.body);
    // An answer of some size goes gzip-compressed to a client that accepts it, as an API server in front of the app
    // sends it (a ranking of a thousand rows is 100 KB as written, a tenth of that compressed).
    const gzipped = json.length >= COMPRESS_FROM && accepts(req.headers['accept-encoding'], 'gzip');
    const type = { ...extra, 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' };
    if (gzipped) res.writeHead(out.httpStatus, { ...type, 'content-encoding': 'gzip' }).end(await compress(Buffer.from(json), 'gzip'));
    else res.writeHead(out.httpStatus, type).end(json);
  }
  return true;
}

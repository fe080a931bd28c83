/**
 * Serves a built app under /vue/: files as they are, a prerendered page
 * (<route>/index.html) for its route, and index.html for every other route
 * (history fallback).
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { policyOfPage } from '../../engine/vite/csp';
import { compressed, encodingFor } from './compressedFiles';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.mp4': 'video/mp4', '.svga': 'application/octet-stream', '.txt': 'text/plain; charset=utf-8',
};

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * A page's Content-Security-Policy header: the one its meta tag carries (the build writes it, engine/vite/csp.ts),
 * sent as a header too, as the host serving the build's `_headers` does.
 */
function policyHeader(file: string, type: string): Record<string, string> {
  if (!type.startsWith('text/html')) return {};
  const policy = policyOfPage(readFileSync(file, 'utf8'));
  return policy ? { 'content-security-policy': policy } : {};
}

/**
 * Text types are sent compressed when the browser accepts it, Brotli before gzip, as a production host would (each
 * file compressed once: sandbox/server/compressedFiles.ts).
 */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

const typeOf = (file: string): string => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Whether the server sends this file compressed (to a browser that accepts it). */
export const isCompressible = (file: string): boolean => COMPRESSIBLE.test(typeOf(file));

function send(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean): void {
  const type = typeOf(file);
  const encoding = COMPRESSIBLE.test(type) ? encodingFor(req.headers['accept-encoding']) : undefined;
  res.writeHead(200, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...policyHeader(file, type),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (encoding) compressed(file, encoding).then((bytes) => res.end(bytes), () => res.destroy());
  else createReadStream(file).pipe(res);
}

/** Answers /vue/* from `dir`; returns false for other paths. */
export function serveStatic(dir: string, req: IncomingMessage, res: ServerResponse): boolean {
  const root = resolve(dir);
  const { pathname } = new URL(req.url ?? '/', 'http://sandbox.local');
  if (pathname === '/' || pathname === '/vue') {
    res.writeHead(302, { location: '/vue/' }).end();
    return true;
  }
  if (!pathname.startsWith('/vue/')) return false;
  let rel: string;
  try {
    rel = decodeURIComponent(pathname.slice('/vue/'.length));
  } catch {
    res.writeHead(400).end();
    return true;
  }
  const file = normalize(join(root, rel));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(403).end();
    return true;
  }
  if (rel && isFile(file)) {
    send(req, res, file, rel.startsWith('assets/'));
    return true;
  }
  if (extname(rel) && !extname(rel).startsWith('.html')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return true;
  }
  const prerendered = rel ? normalize(join(root, rel.replace(/\/+$/, ''), 'index.html')) : '';
  if (prerendered.startsWith(root + sep) && isFile(prerendered)) {
    send(req, res, prerendered, false);
    return true;
  }
  const index = join(root, 'index.html');
  if (!isFile(index)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('no index.html in the static folder');
    return true;
  }
  send(req, res, index, false);
  return true;
}

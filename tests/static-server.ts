// A minimal static file server: the benchmark's plain React page, the built catalogue for its accessibility test.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { compressed, encodingFor } from '../sandbox/server/compressedFiles';
import { isCompressible } from '../sandbox/server/staticFiles';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.woff2': 'font/woff2', '.mp4': 'video/mp4',
};

export interface StaticServerOptions {
  /** Compress what is served, Brotli or gzip as the browser accepts (default true: as the sandbox server serves the app). */
  compress?: boolean;
  /** Let the browser keep hashed build files (`/assets/`) between page loads (default false). */
  cacheAssets?: boolean;
}

export async function startStaticServer(root: string, base: string, options: StaticServerOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const { compress = true, cacheAssets = false } = options;
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const rel = path.startsWith(base) ? path.slice(base.length) : path;
    const file = normalize(join(root, rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    try {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      // Compressed like the sandbox server compresses the app, so both pages are measured the same way.
      const encoding = compress && isCompressible(file) ? encodingFor(req.headers['accept-encoding']) : undefined;
      const body = encoding ? await compressed(file, encoding) : await readFile(file);
      res.writeHead(200, { 'content-type': type, 'cache-control': cacheAssets && rel.startsWith('assets/') ? 'max-age=31536000, immutable' : 'no-store', ...(encoding ? { 'content-encoding': encoding } : {}) });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${base}`, close: () => new Promise((r) => server.close(() => r())) };
}

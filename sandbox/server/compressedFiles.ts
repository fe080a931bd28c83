/**
 * The compressed bytes of a served file, as a production host sends the app's text files: Brotli to a browser that
 * accepts it (every webview the app runs in), gzip to one that only accepts gzip. Each file is compressed once per
 * process and encoding: kept by path and reused while the file's size and modification time stay the same, so a
 * rebuilt or edited file is compressed (and served) afresh. Brotli runs as the build counts what a page sends
 * (engine/vite/pageWeights.ts); `precompress` does it for a whole folder before the first request needs it.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { SENT_BROTLI } from '../../engine/vite/pageWeights';

export type Encoding = 'br' | 'gzip';

const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, SENT_BROTLI),
  gzip: (body) => promisify(gzip)(body),
};

/** `body` compressed in `encoding` (Brotli as the build's files are sent). */
export const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> => COMPRESS[encoding](body);

/** Whether a request with this Accept-Encoding header takes `encoding`. */
export const accepts = (acceptEncoding: string | string[] | undefined, encoding: Encoding): boolean =>
  new RegExp(`\\b${encoding}\\b`).test(String(acceptEncoding ?? ''));

interface Entry { size: number; mtimeMs: number; bytes: Promise<Buffer> }

const cache = new Map<string, Entry>();

/** The encoding to send to a request with this Accept-Encoding header: Brotli first, then gzip, else none. */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  return (['br', 'gzip'] as const).find((encoding) => accepts(acceptEncoding, encoding));
}

export async function compressed(file: string, encoding: Encoding): Promise<Buffer> {
  const { size, mtimeMs } = await fs.stat(file);
  const key = `${encoding} ${file}`;
  const known = cache.get(key);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.bytes;
  const bytes = fs.readFile(file).then((body) => compress(body, encoding));
  cache.set(key, { size, mtimeMs, bytes });
  // A file that could not be read or compressed is tried again on the next request.
  bytes.catch(() => cache.get(key)?.bytes === bytes && cache.delete(key));
  return bytes;
}

/**
 * Compresses (Brotli) every file under `dir` whose name `worth` accepts, so that no page load waits for it; resolves
 * with those files once all are done.
 */
export async function precompress(dir: string, worth: (file: string) => boolean): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).filter(worth);
  await Promise.all(files.map((f) => compressed(f, 'br')));
  return files;
}

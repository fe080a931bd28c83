/**
 * The gzip-compressed bytes of a served file, compressed once per process: kept by path and reused while the file's
 * size and modification time stay the same, so a rebuilt or edited file is compressed (and served) afresh.
 */
import { promises as fs } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const compress = promisify(gzip);

interface Entry { size: number; mtimeMs: number; bytes: Promise<Buffer> }

const compressed = new Map<string, Entry>();

export async function gzipped(file: string): Promise<Buffer> {
  const { size, mtimeMs } = await fs.stat(file);
  const known = compressed.get(file);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.bytes;
  const bytes = fs.readFile(file).then((body) => compress(body));
  compressed.set(file, { size, mtimeMs, bytes });
  // A file that could not be read or compressed is tried again on the next request.
  bytes.catch(() => compressed.get(file)?.bytes === bytes && compressed.delete(file));
  return bytes;
}

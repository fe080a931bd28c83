/** Object key of an uploaded file: dir + random string (32) + timestamp + original extension. */
import { randomString } from '../utils/randomString';

export function extensionOf(fileName: string): string {
  const m = /(\.[a-z0-9]+)$/i.exec(fileName.split(/[?#]/)[0] ?? '');
  return m ? m[1]!.toLowerCase() : '';
}

export function fileKey(dir: string, fileName: string, opts: { now?: () => number; random?: () => string } = {}): string {
  const random = (opts.random ?? (() => randomString(32)))();
  const timestamp = (opts.now ?? Date.now)();
  return `${dir}${random}${timestamp}${extensionOf(fileName)}`;
}

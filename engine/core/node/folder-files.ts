/**
 * Node-only: the files of a campaign folder. Only regular files inside the folder are read, each at most
 * MAX_FILE_BYTES long; hidden files are not listed.
 */
import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { MAX_FILE_BYTES } from '../yaml-safe';

/** What is at a path: nothing, a regular file, or something the loader refuses to follow (a link, a folder, a device). */
async function entryAt(path: string): Promise<'none' | 'file' | 'other'> {
  return lstat(path).then(
    (s) => (s.isFile() ? 'file' : 'other'),
    () => 'none',
  );
}

export async function exists(path: string): Promise<boolean> {
  return (await entryAt(path)) !== 'none';
}

/**
 * Reads a file of a campaign folder: a regular file (not a symbolic link) whose real path is inside the folder,
 * at most MAX_FILE_BYTES long, checked before anything is read. The refusal says why.
 */
export async function readFolderFile(dir: string, file: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const info = await lstat(file).catch(() => undefined);
  if (!info) return { ok: false, message: 'cannot be read' };
  if (info.isSymbolicLink()) return { ok: false, message: 'is a symbolic link; files of a campaign folder must be regular files inside it' };
  if (!info.isFile()) return { ok: false, message: 'is not a regular file' };
  const [root, real] = await Promise.all([realpath(dir), realpath(file)]).catch(() => ['', '']);
  if (!root || !real.startsWith(root + sep)) return { ok: false, message: 'lies outside the campaign folder' };
  if (info.size > MAX_FILE_BYTES) return { ok: false, message: `is ${Math.ceil(info.size / 1024)} KB; at most ${MAX_FILE_BYTES / 1024} KB allowed` };
  const buffer = await readFile(real);
  return { ok: true, text: new TextDecoder('utf-8', { fatal: false }).decode(buffer) };
}

/** The files of a folder and its subfolders (up to 8 deep), relative to the folder, with '/' between names. */
export async function listFiles(dir: string, root = dir, depth = 0): Promise<string[]> {
  if (depth > 8) return [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(full, root, depth + 1)));
    else if (e.isFile()) out.push(relative(root, full).split(sep).join('/'));
  }
  return out;
}

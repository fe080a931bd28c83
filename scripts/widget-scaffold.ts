/**
 * `npm run widget -- new <type> [--game]`: a new widget folder, complete and registered. It holds its props
 * schema (every prop described), its component, its strings in every language pack, a story, a behaviour
 * test and its definition declaring all of them; the widget is added to the one list of its kind
 * (widgets/campaign/index.ts, or widgets/games/index.ts for a game module). `--game` writes a draw game on the
 * draw kit (kit/draw): its rules as a pure machine and its views (scripts/widget-scaffold-game.ts), working end to
 * end — a draw from a tap, the result, the records read again, a failure toast. Nothing else has to change.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { camelOf, widgetFiles } from './widget-scaffold-files';

export interface ScaffoldOptions {
  /** Write a draw game on the draw kit: its machine and views. */
  game?: boolean;
}

export type ScaffoldResult = { ok: true; files: string[] } | { ok: false; error: string };

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Adds `name` (imported from ./<type>) to the widget list of `listFile`: the import after the last one, the entry last. */
export function addToList(source: string, type: string, name: string): string | undefined {
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  const open = source.indexOf('= [');
  const close = open < 0 ? -1 : source.indexOf(']', open);
  if (!last || close < 0) return undefined;
  const inner = source.slice(open + 3, close).trimEnd();
  const entries = inner.endsWith(',') ? `${inner}\n  ${name},\n` : inner.trim().length === 0 ? name : `${inner}, ${name}`;
  const withEntry = source.slice(0, open + 3) + entries + source.slice(close);
  const at = last.index + last[0].length;
  return `${withEntry.slice(0, at)}\nimport { ${name} } from './${type}';${withEntry.slice(at)}`;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/** Writes widgets/<list>/<type>/ under `root` and registers it in that list; refuses a type that is not kebab-case or already has a folder. */
export async function scaffoldWidget(root: string, type: string, opts: ScaffoldOptions = {}): Promise<ScaffoldResult> {
  if (!KEBAB.test(type)) return { ok: false, error: `widget type '${type}' must be kebab-case, e.g. 'lucky-wheel'` };
  const folder = `widgets/${opts.game ? 'games' : 'campaign'}`;
  const dir = join(root, folder, type);
  if (await exists(dir)) return { ok: false, error: `${folder}/${type} already exists` };
  const listFile = join(root, folder, 'index.ts');
  const list = await readFile(listFile, 'utf8').catch(() => undefined);
  if (list === undefined) return { ok: false, error: `cannot read ${listFile}` };
  if (list.includes(`from './${type}'`)) return { ok: false, error: `${listFile} already lists ${type}` };
  const listed = addToList(list, type, camelOf(type));
  if (!listed) return { ok: false, error: `cannot find the widget list in ${listFile}` };
  const written: string[] = [];
  for (const [name, text] of Object.entries(widgetFiles(type, opts.game === true))) {
    const file = join(dir, name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    written.push(file);
  }
  await writeFile(listFile, listed);
  written.push(listFile);
  return { ok: true, files: written };
}

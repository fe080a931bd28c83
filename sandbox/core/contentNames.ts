/**
 * The names of the sandbox's content (tasks, gifts, frames, prizes, bags,
 * badges) in the caller's language, as the real server sends them: a page
 * previewed in Thai shows Thai task and gift names. Handlers write the English
 * name; `localizeContent` puts each name known in contentNames.json (English
 * name -> its ms, th, fil and vi names) in the caller's language on its way
 * out. People's names are never in the table, so they stay as they are.
 */
import type { ServerLang } from './messages';
import names from './contentNames.json' with { type: 'json' };

type Names = Record<Exclude<ServerLang, 'en'>, string>;

const NAMES: Readonly<Record<string, Names>> = names;

/** `value` with every string that names known content in `lang` (arrays and objects walked; the input is not changed). */
export function localizeContent<T>(value: T, lang: ServerLang): T {
  if (lang === 'en') return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return Object.hasOwn(NAMES, v) ? NAMES[v]![lang] : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

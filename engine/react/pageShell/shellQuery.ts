/** `from` value marking a navigation made inside the app: the top bar's left tap then goes back. */
export const IN_PAGE_FROM = 'inner';

/** Default currency type of the betting game: normal 1. */
export const DEFAULT_CTYPE = 1;

/**
 * The query parameters the shell defines: the only ones a navigation inside the app carries to the next page (a
 * page's other parameters, whoever wrote them, stay on that page).
 */
export const SHELL_PARAMS: readonly string[] = ['app_immersion', 'app_minimize', 'lang', 'area', 'uid', 'from', 'ref', 'ctype'];

/**
 * The shell parameters that only set the page's language, region, frame and entry: a value a page sends that equals
 * one of them is not input the URL carried. `ref` is not one: it carries whatever the link's author wrote.
 */
export const SHELL_SETTINGS: readonly string[] = SHELL_PARAMS.filter((name) => name !== 'ref');

/** The query parameters the root shell reads and pages see. */
export interface ShellQuery {
  /** app_immersion=1: immersive, the native bar is hidden. */
  immersive: boolean;
  /** app_minimize=1: a minimize icon on the right of the bar. */
  minimizable: boolean;
  lang?: string;
  area?: string;
  uid?: string;
  from?: string;
  /** Payment page source. */
  ref?: string;
  /** Currency type of the betting game, integer, default normal 1. */
  ctype: number;
}

function nonEmpty(v: string | null): string | undefined {
  return v === null || v === '' ? undefined : v;
}

function parseCtype(raw: string | null): number {
  if (raw === null || !/^\s*-?\d+\s*$/.test(raw)) return DEFAULT_CTYPE;
  return Number.parseInt(raw, 10);
}

/** Reads the shell parameters from a search string (`?a=1&b=2`) or URLSearchParams. */
export function readShellQuery(search: string | URLSearchParams): ShellQuery {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    immersive: p.get('app_immersion') === '1',
    minimizable: p.get('app_minimize') === '1',
    lang: nonEmpty(p.get('lang')),
    area: nonEmpty(p.get('area')),
    uid: nonEmpty(p.get('uid')),
    from: nonEmpty(p.get('from')),
    ref: nonEmpty(p.get('ref')),
    ctype: parseCtype(p.get('ctype')),
  };
}

/** All query parameters as a plain record (services.env.query). */
export function queryRecord(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  new URLSearchParams(search).forEach((v, k) => {
    out[k] = v;
  });
  return out;
}

/**
 * A shell parameter's value worth carrying to the next page: a plain word (a language, an area, a user id, a
 * source; the currency type a whole number). Anything else a link wrote there stays behind.
 */
const carried = (name: string, value: string): boolean => (name === 'ctype' ? /^-?\d{1,9}$/.test(value) : /^[\w.-]{1,64}$/.test(value));

/**
 * A path for navigating inside the app: keeps the shell's parameters of the current query (SHELL_PARAMS with plain
 * values, never the rest of it), adds the target's own, and marks `from` with the in-page marker so the top bar's
 * left tap goes back.
 */
export function inPagePath(to: string, currentSearch: string): string {
  const [pathPart = '', hash] = to.split('#', 2);
  const [pathname = '', ownSearch = ''] = pathPart.split('?', 2);
  const current = new URLSearchParams(currentSearch);
  const merged = new URLSearchParams();
  for (const name of SHELL_PARAMS) {
    const value = current.get(name);
    if (value !== null && carried(name, value)) merged.set(name, value);
  }
  new URLSearchParams(ownSearch).forEach((v, k) => merged.set(k, v));
  merged.set('from', IN_PAGE_FROM);
  return `${pathname}?${merged.toString()}${hash !== undefined ? `#${hash}` : ''}`;
}

/** Where a navigation inside the app lands: a target with its own `from` as it is, any other as inPagePath makes it. */
export function inAppTarget(to: string, currentSearch: string): string {
  const search = to.split('#', 1)[0]!.split('?', 2)[1] ?? '';
  return new URLSearchParams(search).has('from') ? to : inPagePath(to, currentSearch);
}

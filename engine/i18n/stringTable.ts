/**
 * The page's strings: per language, namespaces of nested string tables (the shared strings are `common`, a campaign's
 * are its id), read for the page language, then the languages it falls back to (vn: vi then en), then the shared
 * strings. A string with plural forms (`key_one`, `key_other`; `key_zero` first for 0) is chosen for a count by the
 * language's plural rules (Intl.PluralRules). Placeholders are `{name}`; nothing is escaped (React escapes).
 * Built synchronously, so server rendering has it at once.
 */
import type { Locale } from '../core/types';
import { packOf } from './resolveLocale';

export const COMMON_NS = 'common';

type Table = Record<string, unknown>;
type Listener = (language: string) => void;

/** What a lookup may carry: the namespace, a count choosing a plural form, and the placeholders' values. */
export type LookupOptions = { ns?: string; count?: number } & Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}|\{\s*([\w.]+)\s*\}/g;

/**
 * Fills a text's placeholders (`{name}`, or `{{name}}`). A number is written with the grouping of the page
 * (`format`); a placeholder without a value is left as written.
 */
export function fillPlaceholders(text: string, values: Record<string, unknown> | undefined, format: (n: number) => string = String): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, a: string | undefined, b: string | undefined) => {
    const name = a ?? b ?? '';
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const v = values[name];
    if (typeof v === 'number') return format(v);
    return v === undefined || v === null ? '' : String(v);
  });
}

/** A value at a dotted path of a table; a key that itself holds dots ("a.b") is found too. */
function find(table: unknown, key: string): unknown {
  if (!table || typeof table !== 'object') return undefined;
  const own = table as Table;
  if (Object.prototype.hasOwnProperty.call(own, key)) return own[key];
  const dot = key.indexOf('.');
  for (let at = dot; at !== -1; at = key.indexOf('.', at + 1)) {
    const head = key.slice(0, at);
    if (Object.prototype.hasOwnProperty.call(own, head)) {
      const found = find(own[head], key.slice(at + 1));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function merge(into: Table, from: Table, overwrite: boolean): Table {
  for (const [k, v] of Object.entries(from)) {
    if (k === '__proto__' || k === 'constructor') continue;
    const have = into[k];
    if (v && typeof v === 'object' && !Array.isArray(v) && have && typeof have === 'object' && !Array.isArray(have)) into[k] = merge({ ...(have as Table) }, v as Table, overwrite);
    else if (overwrite || have === undefined) into[k] = v;
  }
  return into;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A language, then the pack it reads (vn: vi), then en. */
const chainOf = (language: string): string[] => [...new Set([language, packOf(language as Locale), 'en'])];

export class StringTable {
  private readonly data: Record<string, Record<string, Table>> = {};
  private readonly listeners = new Set<Listener>();
  private current: string;
  private chain: string[];

  constructor(language: string) {
    this.current = language;
    this.chain = chainOf(language);
  }

  get language(): string {
    return this.current;
  }

  /** The languages a lookup reads, in order. */
  get languages(): readonly string[] {
    return this.chain;
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.current) return;
    this.current = language;
    this.chain = chainOf(language);
    for (const listener of [...this.listeners]) listener(language);
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /**
   * Adds strings to a language's namespace, merged into those there. With `deep`, a text
   * there is replaced only with `overwrite`; without, always.
   */
  addResourceBundle(language: string, ns: string, bundle: Table, deep = false, overwrite = false): void {
    const namespaces = (this.data[language] ??= {});
    namespaces[ns] = merge({ ...namespaces[ns] }, bundle, overwrite || !deep);
  }

  getResource(language: string, ns: string, key: string): unknown {
    return find(this.data[language]?.[ns], key);
  }

  /**
   * The text of `key` in namespace `ns` alone, for the page language and then its fallbacks, unfilled; with a count,
   * its plural form for the count (the zero form first for 0), else the key's own text. Undefined when there is none.
   */
  lookupIn(ns: string, key: string, count?: number): string | undefined {
    for (const language of this.chain) {
      const keys = count === undefined ? [key] : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(language, count)}`, key];
      for (const k of keys) {
        const raw = this.getResource(language, ns, k);
        if (typeof raw === 'string') return raw;
      }
    }
    return undefined;
  }

  /** As `lookupIn`, then in the shared strings. */
  resolve(key: string, ns = COMMON_NS, count?: number): string | undefined {
    return this.lookupIn(ns, key, count) ?? (ns === COMMON_NS ? undefined : this.lookupIn(COMMON_NS, key, count));
  }

  exists(key: string, opts: { ns?: string; count?: number } = {}): boolean {
    return this.resolve(key, opts.ns, opts.count) !== undefined;
  }

  /** The text of `key` filled with the options' values; the key itself when there is no text. */
  t(key: string, opts: LookupOptions = {}): string {
    const { ns, count } = opts;
    return fillPlaceholders(this.resolve(key, ns, typeof count === 'number' ? count : undefined) ?? key, opts);
  }
}

export type I18n = StringTable;

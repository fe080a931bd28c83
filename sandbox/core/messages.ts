/**
 * The server's own messages, answered in the caller's language. These
 * are the server's words, not UI strings: the client shows them as given.
 */
import { en, type MessageKey, type MessageTable } from './messages/en';
import { ms } from './messages/ms';
import { th } from './messages/th';
import { ph } from './messages/ph';
import { vi } from './messages/vi';

export type { MessageKey } from './messages/en';
export type ServerLang = 'en' | 'ms' | 'th' | 'ph' | 'vi';

const TABLES: Record<ServerLang, MessageTable> = { en, ms, th, ph, vi };

/** Maps a language header value (en, ms, th, ph, fil, vi, vn, en-US...) to a table; English otherwise. */
export function serverLang(raw: string | undefined): ServerLang {
  const base = (raw ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'fil' || base === 'tl') return 'ph';
  if (base === 'vn') return 'vi';
  return base in TABLES ? (base as ServerLang) : 'en';
}

/** The message for `key` in `lang`, with `{name}` placeholders filled. */
export function message(key: MessageKey, lang: ServerLang, values?: Record<string, string | number>): string {
  const text = TABLES[lang][key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];
export const SERVER_LANGS = Object.keys(TABLES) as ServerLang[];

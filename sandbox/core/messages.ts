/**
 * The server's own messages, answered in the caller's language. These
 * are the server's words, not UI strings: the client shows them as given.
 */
import { packOf, resolveLocale, type Pack } from '../../engine/i18n/resolveLocale';
import { en, type MessageKey, type MessageTable } from './messages/en';
import { ms } from './messages/ms';
import { th } from './messages/th';
import { fil } from './messages/fil';
import { vi } from './messages/vi';

export type { MessageKey } from './messages/en';
/** The server answers in the pages' language packs: ph callers read fil, vn callers read vi. */
export type ServerLang = Pack;

const TABLES: Record<ServerLang, MessageTable> = { en, ms, th, fil, vi };

/** The table for a language header value (en, ms, th, ph, fil, vi, vn, en-US...): the engine's language rule, English otherwise. */
export function serverLang(raw: string | undefined): ServerLang {
  return packOf(resolveLocale(raw));
}

/** The message for `key` in `lang`, with `{name}` placeholders filled. */
export function message(key: MessageKey, lang: ServerLang, values?: Record<string, string | number>): string {
  const text = TABLES[lang][key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];
export const SERVER_LANGS = Object.keys(TABLES) as ServerLang[];

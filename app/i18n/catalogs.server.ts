/**
 * The message catalogs (ADR 0059): gettext PO files, one per language and area of the shop
 * (`catalogs/<language>/<area>.po`, each id starting with its area: `shell.cart` is in shell.po), read once when the
 * server starts, each message compiled by Lingui's ICU compiler to the form format-message.ts fills in (so the
 * browser never downloads a compiler). A page receives only its own language's catalog, in the language route's
 * data (routes/locale.tsx).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import type { CompiledMessage } from './format-message';
import { locales, type Locale } from './locales';

type Messages = Record<string, CompiledMessage>;

/** Every catalog file's text by its path (`./catalogs/hi/shell.po`), bundled into the server. */
const catalogFiles = import.meta.glob<string>('./catalogs/*/*.po', { query: '?raw', import: 'default', eager: true });

/** A catalog's messages by id, as written (ICU message format). */
export function readCatalog(source: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const item of PO.parse(source).items) {
    const text = item.msgstr[0] ?? '';
    if (item.msgid && text) messages.set(item.msgid, text);
  }
  return messages;
}

/** A language's catalog files by area (`shell`), as written. */
export function catalogSources(locale: Locale): Map<string, string> {
  const sources = new Map<string, string>();
  for (const [file, text] of Object.entries(catalogFiles)) {
    const match = /^\.\/catalogs\/([a-z]+)\/([a-z-]+)\.po$/.exec(file);
    if (match?.[1] === locale) sources.set(match[2]!, text);
  }
  return sources;
}

/** A language's messages from all its areas, as written. */
export function languageCatalog(locale: Locale): Map<string, string> {
  return new Map([...catalogSources(locale).values()].flatMap((source) => [...readCatalog(source)]));
}

/** The compiler types a case's messages as unknown; they are compiled messages too (format-message.ts). */
function compile(catalog: Map<string, string>): Messages {
  return Object.fromEntries([...catalog].map(([id, text]) => [id, compileMessage(text) as CompiledMessage]));
}

const compiled = Object.fromEntries(locales.map((locale) => [locale, compile(languageCatalog(locale))])) as Record<
  Locale,
  Messages
>;

export function messagesFor(locale: Locale): Messages {
  return compiled[locale];
}

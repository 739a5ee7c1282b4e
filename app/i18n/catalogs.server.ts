/**
 * The message catalogs (ADR 0059): one gettext PO file per language in ./catalogs, read once when the server starts,
 * each message compiled by Lingui's ICU compiler to the form format-message.ts fills in (so the browser never
 * downloads a compiler). A page receives only its own language's catalog, in the language route's data (routes/locale.tsx).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import englishSource from './catalogs/en.po?raw';
import hindiSource from './catalogs/hi.po?raw';
import type { CompiledMessage } from './format-message';
import type { Locale } from './locales';

type Messages = Record<string, CompiledMessage>;

/** A catalog's messages by id, as written (ICU message format). */
export function readCatalog(source: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const item of PO.parse(source).items) {
    const text = item.msgstr[0] ?? '';
    if (item.msgid && text) messages.set(item.msgid, text);
  }
  return messages;
}

export const catalogSources: Record<Locale, string> = { en: englishSource, hi: hindiSource };

/** The compiler types a case's messages as unknown; they are compiled messages too (format-message.ts). */
function compile(source: string): Messages {
  return Object.fromEntries(
    [...readCatalog(source)].map(([id, text]) => [id, compileMessage(text) as CompiledMessage]),
  );
}

const compiled: Record<Locale, Messages> = { en: compile(englishSource), hi: compile(hindiSource) };

export function messagesFor(locale: Locale): Messages {
  return compiled[locale];
}

/**
 * Lingui's compiled ICU messages, filled in (ADR 0059). The server compiles the catalogs with Lingui's own compiler
 * (@lingui/message-utils, catalogs.server.ts); this is the part of a runtime the storefront needs in the browser, so
 * the 140 kB first-load budget keeps room for the pages' own code: Lingui's runtime is 2.5 kB gzip, this is about a
 * tenth of it. What it reads, as the compiler writes it:
 * - a message is a string or a list of parts;
 * - a part is a string, `[name]` (a value), `[name, 'number']`, or `[name, 'plural' | 'selectordinal' | 'select',
 *   cases]` where each case is a message, exact numbers are keys like "0", and `#` in a plural case is its number.
 */
export type CompiledMessage = string | CompiledPart[];
type CompiledPart = string | [name: string, kind?: string, cases?: Record<string, CompiledMessage>];
export type MessageValues = Record<string, unknown>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralCategory(locale: string, ordinal: boolean, value: number): string {
  const key = `${locale}:${ordinal ? 'o' : 'c'}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules.select(value);
}

/** `message` with `values` filled in, numbers and plural forms by `locale`'s rules (an Intl locale: "hi-IN"). */
export function formatMessage(message: CompiledMessage, values: MessageValues, locale: string, pound?: number): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') {
      text += part === '#' && pound !== undefined ? numberFormat(locale).format(pound) : part;
      continue;
    }
    const [name, kind, cases] = part;
    const value = values[name];
    if (kind === 'number') text += typeof value === 'number' ? numberFormat(locale).format(value) : String(value ?? '');
    else if (cases && (kind === 'plural' || kind === 'selectordinal')) {
      const count = Number(value);
      const chosen =
        cases[String(count)] ?? cases[pluralCategory(locale, kind === 'selectordinal', count)] ?? cases.other;
      text += chosen === undefined ? '' : formatMessage(chosen, values, locale, count);
    } else if (cases && kind === 'select') {
      const chosen = cases[String(value)] ?? cases.other;
      text += chosen === undefined ? '' : formatMessage(chosen, values, locale, pound);
    } else text += String(value ?? '');
  }
  return text;
}

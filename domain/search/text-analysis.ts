/**
 * How catalog text and search terms are cut into words (ADR 0036). The catalog index (catalog-index.ts) and every
 * query go through the same steps, so a word in a query meets the same word in a title however either is written:
 * - accents and case are folded ("Lakmé" is "lakme"), apostrophes dropped ("Men's" is "mens");
 * - words are runs of letters or digits; everything else separates them (so `%_\` or tsquery operators are not
 *   words, rule:search-terms-are-text);
 * - each word is reduced to its stem with the Porter stemmer ("kurtas" and "kurta", "shoes" and "shoe").
 */
import { stemmer } from 'stemmer';

/** The longest word kept; longer runs of letters are no product word. */
const maxWordLength = 40;

/** Lower case, without accents or apostrophes. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '');
}

/** The words of a text, folded, in order (duplicates kept). */
export function wordsOf(text: string): string[] {
  return (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length <= maxWordLength);
}

/** The stem a word is indexed and searched under. Numbers and short words stay as they are. */
export function stemOf(word: string): string {
  return word.length > 3 && /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

/** Words that only join others; a query made only of them still searches for them. */
export const joiningWords = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to', 'with', 'by', 'from']);

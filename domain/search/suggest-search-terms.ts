/**
 * Popular Searches under the search box (rule:catalog-suggestions): up to 5 suggestions taken
 * from the catalog itself (category and sub category names, brands, product titles), matched
 * the way a search matches (the catalog index, ADR 0036: as typed, shopper words in Latin letters
 * or Devanagari, numbers with their units, the last word unfinished, near spellings, so "samsng"
 * still suggests Samsung and "चावल" or "9w" suggest rice and the 9 W bulbs). Terms that have every
 * typed word whole (as typed or a shopper word) come first (rule:search-hindi-and-units: "haldi"
 * suggests turmeric before Haldiram's); then terms that start with what was typed, then terms with a
 * word that starts with it, then terms that merely contain it, then the rest by closeness; names
 * before titles; best sellers first among titles.
 */
import type { Database } from '../../db/client';
import type { Suggestions } from '../views/catalog';
import { liveCatalogIndex } from './live-catalog-index';
import { isWhole } from './text-index';

/** rule:catalog-suggestions: at most 5 suggestions. */
export const maxSuggestions = 5;

/** Where a candidate came from; within one kind of match, earlier sources win. */
const sourceRank = { category: 0, subCategory: 1, brand: 2, title: 3 } as const;

interface Candidate {
  term: string;
  source: keyof typeof sourceRank;
  /** Every typed word matched whole, not only as the start of a longer word or a near spelling. */
  whole: boolean;
  similarity: number;
  /** Position in its source's order (titles: best sellers first). */
  order: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a candidate contains the typed term: at its start 0, at a word's start 1, anywhere 2, not as typed 3. */
function matchClassifier(term: string): (candidate: string) => number {
  const t = term.toLowerCase();
  const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(t)}`, 'u');
  return (candidate) => {
    const c = candidate.toLowerCase();
    if (c.startsWith(t)) return 0;
    if (wordStart.test(c)) return 1;
    if (c.includes(t)) return 2;
    return 3;
  };
}

export async function suggestSearchTerms(db: Database, rawTerm: string): Promise<Suggestions> {
  const term = rawTerm.trim();
  // Nothing in the catalog is named by punctuation alone.
  if (!/[\p{L}\p{N}]/u.test(term)) return { suggestions: [] };
  const index = await liveCatalogIndex(db).fresh();
  const names = index.matchNames(term);
  const titles = index.suggestTitles(term, 20);

  const candidates: Candidate[] = [
    ...names.map((n, order) => ({
      term: n.name,
      source: n.kind,
      whole: isWhole(n.closeness),
      similarity: n.closeness,
      order,
    })),
    ...titles.map(({ title, whole }, order) => ({
      term: title,
      source: 'title' as const,
      whole,
      similarity: 1,
      order,
    })),
  ];
  const matchClass = matchClassifier(term);
  const ranked = candidates
    .map((c) => ({ ...c, similarity: Number(c.similarity), match: matchClass(c.term) }))
    .sort(
      (a, b) =>
        Number(b.whole) - Number(a.whole) ||
        a.match - b.match ||
        (a.match === 3 ? b.similarity - a.similarity : 0) ||
        sourceRank[a.source] - sourceRank[b.source] ||
        a.order - b.order ||
        a.term.length - b.term.length,
    );

  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const candidate of ranked) {
    const key = candidate.term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push(candidate.term);
    if (suggestions.length === maxSuggestions) break;
  }
  return { suggestions };
}

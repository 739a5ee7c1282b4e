/**
 * Popular Searches under the search box (spec §2 Header; decision 18): up to 5 suggestions taken
 * from the catalog itself (category and sub category names, brands, product titles), matched
 * case-insensitively. Terms that start with what was typed come first, then terms with a word
 * that starts with it, then terms that merely contain it, then near spellings (pg_trgm), so
 * "samsng" still suggests Samsung. Every product query walks the top-selling index or a trigram
 * index and stops after a few rows, so a suggestion costs a few milliseconds on 100,000 products.
 */
import { and, desc, eq, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import { withTypoTolerance } from './with-typo-tolerance';

/** spec §9: at most 5 suggestions. */
export const maxSuggestions = 5;

/** Where a candidate came from; within one kind of match, earlier sources win. */
const sourceRank = { category: 0, subCategory: 1, brand: 2, title: 3 } as const;

interface Candidate {
  term: string;
  source: keyof typeof sourceRank;
  similarity: number;
  /** Position in its query's popularity order. */
  order: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matchClass(candidate: string, term: string): number {
  const c = candidate.toLowerCase();
  const t = term.toLowerCase();
  if (c.startsWith(t)) return 0;
  if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(t)}`, 'u').test(c)) return 1;
  if (c.includes(t)) return 2;
  return 3;
}

export async function suggestSearchTerms(db: DbOrTx, rawTerm: string): Promise<{ suggestions: string[] }> {
  const term = rawTerm.trim();
  if (term === '') return { suggestions: [] };
  const lowered = sql`lower(${term})`;
  const contains = sql`lower(${`%${escapeLike(term)}%`})`;
  const startsWith = sql`lower(${`${escapeLike(term)}%`})`;
  const similarity = (column: SQLWrapper) => sql<number>`word_similarity(${lowered}, lower(${column}))::float8`;
  const popular = [desc(products.unitsSold), desc(products.ratingAverageX100)];
  const listed = and(eq(products.isActive, true), ne(products.brand, ''));

  const [categoryRows, subCategoryRows, brandRows, prefixTitleRows, titleRows] = await withTypoTolerance(
    db,
    term,
    (db, threshold) => {
      // Names are few, so they are compared directly at the same threshold the indexes use for products.
      const nameMatches = (column: SQLWrapper) =>
        or(sql`lower(${column}) like ${contains}`, sql`word_similarity(${lowered}, lower(${column})) >= ${threshold}`);
      return Promise.all([
        db
          .select({ term: categories.name, similarity: similarity(categories.name) })
          .from(categories)
          .where(nameMatches(categories.name))
          .limit(10),
        db
          .select({ term: subCategories.name, similarity: similarity(subCategories.name) })
          .from(subCategories)
          .where(nameMatches(subCategories.name))
          .limit(10),
        db
          .select({ term: products.brand, similarity: similarity(products.brand) })
          .from(products)
          .where(
            and(
              listed,
              or(sql`lower(${products.brand}) like ${contains}`, sql`lower(${products.brand}) %> ${lowered}`),
            ),
          )
          .orderBy(...popular)
          .limit(40),
        db
          .select({ term: products.title, similarity: similarity(products.title) })
          .from(products)
          .where(and(eq(products.isActive, true), sql`lower(${products.title}) like ${startsWith}`))
          .orderBy(...popular)
          .limit(maxSuggestions),
        db
          .select({ term: products.title, similarity: similarity(products.title) })
          .from(products)
          .where(
            and(
              eq(products.isActive, true),
              or(sql`lower(${products.title}) like ${contains}`, sql`lower(${products.title}) %> ${lowered}`),
            ),
          )
          .orderBy(...popular)
          .limit(20),
      ]);
    },
  );

  const candidates: Candidate[] = [
    ...categoryRows.map((r, order) => ({ ...r, source: 'category' as const, order })),
    ...subCategoryRows.map((r, order) => ({ ...r, source: 'subCategory' as const, order })),
    ...brandRows.map((r, order) => ({ ...r, source: 'brand' as const, order })),
    ...prefixTitleRows.map((r, order) => ({ ...r, source: 'title' as const, order })),
    ...titleRows.map((r, order) => ({ ...r, source: 'title' as const, order: order + maxSuggestions })),
  ];
  const ranked = candidates
    .map((c) => ({ ...c, similarity: Number(c.similarity), match: matchClass(c.term, term) }))
    .sort(
      (a, b) =>
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

/**
 * Popular Searches under the search box (rule:catalog-suggestions): up to 5 suggestions taken
 * from the catalog itself (category and sub category names, brands, product titles), matched
 * case-insensitively. Terms that start with what was typed come first, then terms with a word
 * that starts with it, then terms that merely contain it, then near spellings (pg_trgm), so
 * "samsng" still suggests Samsung. Every product query is answered by the top-selling, full-text
 * or trigram index and brands by the brand index, so a suggestion stays cheap on 100,000 products.
 */
import { and, desc, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import type { Suggestions } from '../views/catalog';
import { findSimilarBrands } from './find-similar-brands';
import { preferBitmapScans } from './prefer-bitmap-scans';
import { withTypoTolerance } from './with-typo-tolerance';

/** rule:catalog-suggestions: at most 5 suggestions. */
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

export async function suggestSearchTerms(db: DbOrTx, rawTerm: string): Promise<Suggestions> {
  const term = rawTerm.trim();
  const words = term.match(/[\p{L}\p{N}]+/gu) ?? [];
  // Nothing in the catalog is named by punctuation alone.
  if (words.length === 0) return { suggestions: [] };
  const lowered = sql`lower(${term})`;
  const contains = sql`lower(${`%${escapeLike(term)}%`})`;
  const startsWith = sql`lower(${`${escapeLike(term)}%`})`;
  const prefixQuery = words
    .slice(0, 10)
    .map((w, i, all) => (i === all.length - 1 ? `${w}:*` : w))
    .join(' & ');
  const similarity = (column: SQLWrapper) => sql<number>`word_similarity(${lowered}, lower(${column}))::float8`;
  // Best sellers first. NULLS LAST as in products_top_selling_idx, so PostgreSQL can read the
  // best sellers from that index (used for short terms below); the columns are NOT NULL.
  const popular = [desc(products.unitsSold), desc(products.ratingAverageX100)];

  // One query after another: the transaction is one connection.
  const { categoryRows, subCategoryRows, brandRows, prefixTitleRows, titleRows } = await withTypoTolerance(
    db,
    term,
    async (tx, threshold) => {
      // Names are few, so they are compared directly at the threshold the indexes use for products.
      const nameMatches = (column: SQLWrapper) =>
        or(sql`lower(${column}) like ${contains}`, sql`word_similarity(${lowered}, lower(${column})) >= ${threshold}`);
      const categoryRows = await tx
        .select({ term: categories.name, similarity: similarity(categories.name) })
        .from(categories)
        // A hidden category or sub category is not suggested (rule:hidden-catalog).
        .where(and(eq(categories.isActive, true), nameMatches(categories.name)))
        .limit(10);
      const subCategoryRows = await tx
        .select({ term: subCategories.name, similarity: similarity(subCategories.name) })
        .from(subCategories)
        .where(and(eq(subCategories.isActive, true), nameMatches(subCategories.name)))
        .limit(10);
      const brandRows = (await findSimilarBrands(tx, term, threshold, 10)).map((b) => ({
        term: b.brand,
        similarity: b.similarity,
      }));
      const titleColumns = { term: products.title, similarity: similarity(products.title) };
      const leading = sql`lower(${products.title}) like ${startsWith}`;
      let prefixTitleRows: { term: string; similarity: number }[];
      let titleRows: { term: string; similarity: number }[];
      if (term.length < 3) {
        // One or two letters match a large share of the catalog and no trigram can narrow them:
        // look only among the 5,000 best sellers, read in order from the top-selling index.
        const top = tx
          .select({
            title: products.title,
            searchDocument: products.searchDocument,
            unitsSold: products.unitsSold,
            rating: products.ratingAverageX100,
          })
          .from(products)
          .where(eq(products.isListed, true))
          .orderBy(...popular)
          .limit(5000)
          .as('top');
        const topColumns = { term: top.title, similarity: similarity(top.title) };
        const topOrder = [desc(top.unitsSold), desc(top.rating)];
        prefixTitleRows = await tx
          .select(topColumns)
          .from(top)
          .where(sql`lower(${top.title}) like ${startsWith}`)
          .orderBy(...topOrder)
          .limit(maxSuggestions);
        titleRows = await tx
          .select(topColumns)
          .from(top)
          .where(sql`${top.searchDocument} @@ to_tsquery('simple', ${prefixQuery})`)
          .orderBy(...topOrder)
          .limit(20);
      } else {
        // From three letters on the trigram and full-text indexes find the matches directly.
        await preferBitmapScans(tx);
        const active = eq(products.isListed, true);
        prefixTitleRows = await tx
          .select(titleColumns)
          .from(products)
          .where(and(active, leading))
          .orderBy(...popular)
          .limit(maxSuggestions);
        // Titles with a word starting with the term, containing it, or spelt like it.
        const anyMatch = or(
          sql`${products.searchDocument} @@ to_tsquery('simple', ${prefixQuery})`,
          sql`lower(${products.title}) like ${contains}`,
          sql`lower(${products.title}) %> ${lowered}`,
        );
        titleRows = await tx
          .select(titleColumns)
          .from(products)
          .where(and(active, anyMatch))
          .orderBy(...popular)
          .limit(20);
      }
      return { categoryRows, subCategoryRows, brandRows, prefixTitleRows, titleRows };
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

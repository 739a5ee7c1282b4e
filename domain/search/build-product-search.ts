/**
 * Free-text product search (rule:product-filter-params), built to stay fast on a
 * catalog of 100,000 products (rule:paged-product-list). A product matches when any of these holds, and
 * each arm is answered by an index, so PostgreSQL combines them with a BitmapOr (the caller
 * makes sure it does, prefer-bitmap-scans.ts):
 * - full text: `search_document` (title A, brand B, description C) against the words as typed
 *   (websearch_to_tsquery) or with the last word as a prefix ("sams" finds Samsung while typing);
 * - typo tolerance: pg_trgm word similarity of the term to the lower-cased title (GIN trigram
 *   index), so "samsng" finds Samsung and "kurtaa" finds Kurta;
 * - substring: the title contains the term (LIKE, also answered by the trigram index);
 * - the term names, contains or is spelt like a brand, a category or a sub category (the
 *   suggestions offer these, rule:catalog-suggestions); those few names are looked up first.
 * The term only ever travels as a query parameter; LIKE wildcards in it are escaped, so
 * `') UNION SELECT --` or `%_\` are searched for as the text they are (rule:search-terms-are-text).
 */
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import { findSimilarBrands } from './find-similar-brands';

export interface ProductSearch {
  /** The condition a product must meet to match the term. */
  where: SQL;
  /** Higher is more relevant; used for the `relevance` sort. */
  rank: SQL;
}

/** Words in the term, as the full-text parser would see them; only letters and digits, so safe in to_tsquery. */
function wordsOf(term: string): string[] {
  return (term.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10).map((w) => w.slice(0, 60));
}

/** Escapes LIKE's wildcards; backslash is PostgreSQL's default LIKE escape character. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** `threshold` is the word similarity the caller set for `%>` (see with-typo-tolerance.ts); names use the same. */
export async function buildProductSearch(db: DbOrTx, term: string, threshold: number): Promise<ProductSearch> {
  const lowered = sql`lower(${term})`;
  const words = wordsOf(term);
  // A term without a letter or digit (`%_\`, `--`) names nothing in the catalog, and no index
  // can answer it: it matches no product rather than making PostgreSQL read every one.
  if (words.length === 0) return { where: sql`false`, rank: sql`cast(0 as double precision)` };
  const prefixQuery = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  const containsPattern = `%${escapeLike(term)}%`;

  // Categories, sub categories and brands are few: find the ones the term names first, so the
  // product condition becomes a list of constants that the category and brand indexes answer.
  // These run one after another: the caller's transaction is a single connection.
  const nameMatches = (column: SQLWrapper) =>
    sql`lower(${column}) = ${lowered} or word_similarity(${lowered}, lower(${column})) >= ${threshold}`;
  const matchingCategories = await db
    .select({ id: categories.id })
    .from(categories)
    .where(nameMatches(categories.name))
    .limit(10);
  const matchingSubCategories = await db
    .select({ id: subCategories.id, categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(nameMatches(subCategories.name))
    .limit(20);
  const matchingBrands = (await findSimilarBrands(db, term, threshold)).map((b) => b.brand);

  const arms: SQL[] = [
    // `%>` is pg_trgm's word-similarity operator with the indexed column on the left.
    sql`lower(${products.title}) %> ${lowered}`,
  ];
  // The trigram index cannot answer a substring of fewer than three characters; the prefix
  // query below covers short terms.
  if (term.length >= 3) arms.push(sql`lower(${products.title}) like lower(${containsPattern})`);
  const fullText = sql`(websearch_to_tsquery('simple', ${term}) || to_tsquery('simple', ${prefixQuery}))`;
  arms.push(sql`${products.searchDocument} @@ ${fullText}`);
  if (matchingBrands.length > 0) arms.push(inArray(products.brand, matchingBrands));
  for (const category of matchingCategories) arms.push(eq(products.categoryId, category.id));
  for (const sub of matchingSubCategories) {
    arms.push(and(eq(products.categoryId, sub.categoryId), eq(products.subCategoryId, sub.id))!);
  }
  const where = sql`(${sql.join(arms, sql` or `)})`;

  // Exact and leading title matches first, then full-text weight, then closeness of spelling.
  const rank = sql`(
    case when lower(${products.title}) = ${lowered} then 4 else 0 end
    + case when lower(${products.title}) like lower(${`${escapeLike(term)}%`}) then 2 else 0 end
    + case when lower(${products.title}) like lower(${containsPattern}) then 1 else 0 end
    + ts_rank(${products.searchDocument}, ${fullText})
    + word_similarity(${lowered}, lower(${products.title}))
    + ${matchingBrands.length > 0 ? sql`case when ${inArray(products.brand, matchingBrands)} then 0.5 else 0 end` : sql`0`}
  )`;
  return { where, rank };
}

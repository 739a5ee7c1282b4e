/**
 * Writes shared by the demo seed and the large-catalog top-up: categories by their
 * natural keys, products with their reviews in bounded multi-row inserts, and the
 * stored rating figures recomputed from the reviews table.
 */
import { recordStockMovements } from '../../domain/stock/record-stock-movements';
import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { categories, products, reviews, subCategories } from '../schema/index';
import type { CategoryDraft, ProductDraft } from './build-catalog';
import { imageUrl } from './images';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters even for products' 20-odd columns. */
export const insertChunkRows = 1000;

export interface CategoryIds {
  category(name: string): string;
  subCategory(categoryName: string, name: string): string;
}

/**
 * Inserts the seed's categories and subcategories unless a row with the same name
 * (per category, for subcategories) exists, then returns the ids of all of them.
 * An existing category keeps its own image and order.
 */
export async function ensureCategories(db: DbOrTx, drafts: readonly CategoryDraft[]): Promise<CategoryIds> {
  await db
    .insert(categories)
    .values(
      drafts.map((c) => ({
        name: c.name,
        image: imageUrl(c.image),
        sortOrder: c.sortOrder,
        hsnCode: c.hsnCode,
        gstRateBp: c.gstRateBp,
        returnDays: c.returnDays,
      })),
    )
    .onConflictDoNothing({ target: categories.name });
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      inArray(
        categories.name,
        drafts.map((c) => c.name),
      ),
    );
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

  const subRows = drafts.flatMap((c) =>
    c.subCategories.map((s) => ({ categoryId: categoryId.get(c.name)!, name: s.name, sortOrder: s.sortOrder })),
  );
  await db
    .insert(subCategories)
    .values(subRows)
    .onConflictDoNothing({ target: [subCategories.categoryId, subCategories.name] });
  const existing = await db
    .select({ id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(
      and(
        inArray(subCategories.categoryId, [...categoryId.values()]),
        inArray(
          subCategories.name,
          subRows.map((s) => s.name),
        ),
      ),
    );
  const subCategoryId = new Map(existing.map((row) => [`${row.categoryId}/${row.name}`, row.id]));

  const category = (name: string) => {
    const id = categoryId.get(name);
    if (!id) throw new Error(`seed: category ${name} is missing`);
    return id;
  };
  return {
    category,
    subCategory(categoryName, name) {
      const id = subCategoryId.get(`${category(categoryName)}/${name}`);
      if (!id) throw new Error(`seed: subcategory ${categoryName} / ${name} is missing`);
      return id;
    },
  };
}

/** Inserts products and their reviews; returns the new product ids and the review count. */
export async function insertProductDrafts(
  db: DbOrTx,
  drafts: readonly ProductDraft[],
  ids: CategoryIds,
): Promise<{ productIds: string[]; reviewCount: number }> {
  const productIds: string[] = [];
  for (let start = 0; start < drafts.length; start += insertChunkRows) {
    const chunk = drafts.slice(start, start + insertChunkRows);
    const rows = await db
      .insert(products)
      .values(
        chunk.map((draft) => ({
          ...draft.values,
          categoryId: ids.category(draft.categoryName),
          subCategoryId: ids.subCategory(draft.categoryName, draft.subCategoryName),
        })),
      )
      .returning({ id: products.id, stock: products.stock });
    productIds.push(...rows.map((row) => row.id));
    // rule:stock-ledger: a new product's stock is its ledger's opening row.
    await recordStockMovements(
      db,
      rows.map((row) => ({ productId: row.id, change: row.stock, reason: 'opening', stockAfter: row.stock })),
    );
  }

  // Seeded reviews predate accounts: no user, the reviewer's name in `name` (schema note on reviews.userId).
  const reviewRows = drafts.flatMap((draft, index) =>
    draft.reviews.map((review) => ({
      productId: productIds[index]!,
      userId: null,
      name: review.name,
      profilePic: review.profilePic,
      rating: review.rating,
      comment: review.comment,
      verified: review.verified,
      createdAt: review.createdAt,
      updatedAt: review.createdAt,
    })),
  );
  for (let start = 0; start < reviewRows.length; start += insertChunkRows * 2) {
    await db.insert(reviews).values(reviewRows.slice(start, start + insertChunkRows * 2));
  }
  return { productIds, reviewCount: reviewRows.length };
}

/**
 * Row factories shared by the seed and the tests: each inserts one row with
 * sensible defaults and returns it. Override any field through `overrides`.
 */
import { recordStockMovements } from '../../domain/stock/record-stock-movements';
import type { DbOrTx } from '../client';
import { categories, products, subCategories } from '../schema/index';

type NewCategory = typeof categories.$inferInsert;
type NewSubCategory = typeof subCategories.$inferInsert;
type NewProduct = typeof products.$inferInsert;

let counter = 0;
const next = () => ++counter;

export async function createCategory(db: DbOrTx, overrides: Partial<NewCategory> = {}) {
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${next()}`, image: '', ...overrides })
    .returning();
  return row!;
}

export async function createSubCategory(db: DbOrTx, categoryId: string, overrides: Partial<NewSubCategory> = {}) {
  const [row] = await db
    .insert(subCategories)
    .values({ categoryId, name: `Sub category ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function createProduct(
  db: DbOrTx,
  refs: { categoryId: string; subCategoryId?: string | null },
  overrides: Partial<NewProduct> = {},
) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      title: `Test product ${n}`,
      brand: 'Testbrand',
      description: `Short description of test product ${n}`,
      fullDescription: `Full description of test product ${n}`,
      images: [`/uploads/products/test-${n}-card.webp`],
      pricePaise: 100_000,
      discount: 10,
      stock: 50,
      categoryId: refs.categoryId,
      subCategoryId: refs.subCategoryId ?? null,
      ...overrides,
    })
    .returning();
  // rule:stock-ledger: a new product's stock is its ledger's opening row, as in the seed.
  await recordStockMovements(db, [
    { productId: row!.id, change: row!.stock, reason: 'opening', stockAfter: row!.stock },
  ]);
  return row!;
}

import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import type { ProductExportQuery } from '../schemas/admin-products';
import { findMatchingProductIds, productIdIn } from '../search/find-matching-product-ids';
import { adminProductFilterConditions } from './list-admin-products';
import { csvCellsOf, productCsvColumns, type ExportedProduct } from './product-csv-format';
import { formColumnSelection } from './product-form-columns';

/** The form's columns but the category and sub category, which the file names rather than identifies. */
const { categoryId: _categoryId, subCategoryId: _subCategoryId, ...formColumnsByValue } = formColumnSelection;

/** Products read per query: the export holds one page in memory at a time, whatever the catalog's size. */
const exportPageSize = 1000;

/**
 * Excel takes a file without a byte-order mark for the local code page and garbles ₹ and Hindi text; with it, it
 * reads UTF-8. The import removes it again.
 */
const utf8Bom = '\uFEFF';

/**
 * The catalog as a CSV file (rule:admin-csv): the admin list's filters, every product that matches, hidden ones too,
 * one row each in the columns the import reads. Yields the file a page of products at a time, read by id after the
 * last one sent (keyset paging), so a catalog of 100,000 products is never in memory at once and a product changed
 * meanwhile is neither sent twice nor skipped. Each page is its own short read, so on PGlite shoppers' requests take
 * their turns between pages.
 */
export async function* exportProductsCsv(db: Database, query: ProductExportQuery): AsyncGenerator<string> {
  yield utf8Bom + stringify([[...productCsvColumns]]);
  const conditions = adminProductFilterConditions(query);
  const term = query.q ?? '';
  // The words are matched once, by the catalog index as the list does (find-matching-product-ids.ts); every page then
  // reads only among those products.
  if (term.trim() !== '') conditions.push(productIdIn((await findMatchingProductIds(db, term, true)).ids));
  let after: string | null = null;
  for (;;) {
    const page: ExportedProduct[] = await readPage(db, conditions, after);
    if (page.length === 0) return;
    yield stringify(page.map(csvCellsOf));
    if (page.length < exportPageSize) return;
    after = page[page.length - 1]!.id;
  }
}

async function readPage(db: DbOrTx, conditions: SQL[], after: string | null): Promise<ExportedProduct[]> {
  const where = and(...conditions, after === null ? undefined : gt(products.id, after));
  return db
    .select({
      id: products.id,
      ...formColumnsByValue,
      category: categories.name,
      subCategory: subCategories.name,
      stock: products.stock,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(where)
    .orderBy(asc(products.id))
    .limit(exportPageSize);
}

import { randomUUID } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { categories, products, subCategories } from '../../db/schema/index';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { recordAudits, type AuditEntry } from '../audit/record-audit';
import { changedFields, changesNothing } from '../audit/changed-fields';
import { AppError } from '../errors';
import { productCsvRowSchema, type ProductCsvRow, type ProductImportMode } from '../schemas/admin-products';
import { imageKeyOf, uploadedImageKeyOf } from '../shared/image-keys';
import { maxProductImportRows } from '../shared/limits';
import { formatCount } from '../shared/money';
import { recordStockMovements, type StockMovement } from '../stock/record-stock-movements';
import { claimUploadedImages } from '../uploads/claim-uploaded-images';
import type { ProductImportError, ProductImportReport } from '../views/admin-products';
import {
  auditedFields,
  columnsOf,
  formColumnSelection,
  imagesRefusal,
  type ProductColumns,
} from './product-form-columns';
import {
  booleanOf,
  columnKey,
  listOf,
  numberOf,
  optionalCsvColumns,
  productCsvColumns,
  restoreCell,
  type ProductCsvColumn,
} from './product-csv-format';

/** The report lists this many problems and counts the rest: enough to fix a file, small enough to show. */
export const errorsListed = 200;

/** Statements write this many products each: a few round trips for 10,000 rows, each well under the parameter cap. */
const writeBatchSize = 1000;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type OptionalColumn = (typeof optionalCsvColumns)[number];
/** A row's cells by column; an optional column the file leaves out has none. */
type Cells = Record<Exclude<ProductCsvColumn, OptionalColumn>, string> & Partial<Record<OptionalColumn, string>>;
const isOptional = (column: ProductCsvColumn) => (optionalCsvColumns as readonly string[]).includes(column);
interface ParsedRow {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: Cells;
}
interface ParsedFile {
  rows: ParsedRow[];
  errors: ProductImportError[];
}

/**
 * Reads the file with csv-parse (quotes, commas and line breaks in cells, a byte-order mark). The header names the
 * columns (any order, any case, `title_hi` as `titleHi`); every column must be there once, but the optional ones
 * (optionalCsvColumns) may be left out. Rows with no text at all are left out, as a
 * spreadsheet leaves them at the end. Each cell loses the apostrophe the export put before a formula character.
 */
export function parseProductCsv(csv: string): ParsedFile {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const row = ((err as CsvError & { records?: number }).records ?? 0) + 1;
    return {
      rows: [],
      errors: [{ row, column: null, message: `The file is not valid CSV from this row on (${err.message}).` }],
    };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ row: 1, column: null, message: 'The file is empty.' }] };

  const errors: ProductImportError[] = [];
  const known = new Map<string, ProductCsvColumn>(productCsvColumns.map((c) => [columnKey(c), c]));
  const positions = new Map<ProductCsvColumn, number>();
  header.forEach((name, index) => {
    const column = known.get(columnKey(name));
    if (!column) {
      errors.push({
        row: 1,
        column: name.trim().slice(0, 60),
        message: `“${name.trim().slice(0, 60)}” is not a column of the product file. The columns are ${productCsvColumns.join(', ')}.`,
      });
    } else if (positions.has(column)) {
      errors.push({ row: 1, column, message: `The column “${column}” appears twice.` });
    } else positions.set(column, index);
  });
  for (const column of productCsvColumns) {
    if (!positions.has(column) && !isOptional(column))
      errors.push({ row: 1, column, message: `The column “${column}” is missing.` });
  }
  if (errors.length > 0) return { rows: [], errors };

  const rows: ParsedRow[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length !== header.length) {
      errors.push({
        row,
        column: null,
        message: `This row has ${cells.length} cells; the header has ${header.length}. Check for a missing or extra comma.`,
      });
      return;
    }
    const named = {} as Cells;
    for (const [column, position] of positions) named[column] = restoreCell(cells[position]!);
    rows.push({ row, cells: named });
  });
  if (rows.length + errors.length > maxProductImportRows) {
    return {
      rows: [],
      errors: [
        {
          row: 1,
          column: null,
          message: `The file has ${rows.length + errors.length} products; import at most ${formatCount(maxProductImportRows)} at a time.`,
        },
      ],
    };
  }
  if (rows.length === 0 && errors.length === 0) {
    errors.push({ row: 2, column: null, message: 'The file has no products under its header.' });
  }
  return { rows, errors };
}

/** The form's fields the import compares and writes, and the stock, as the product holds them now. */
const currentColumns = { id: products.id, ...formColumnSelection, stock: products.stock };
type CurrentProduct = ProductColumns & { id: string; stock: number };

interface Creation {
  row: number;
  id: string;
  columns: ProductColumns;
  stock: number;
}
interface Change extends Creation {
  stockBefore: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}
interface ImportPlan {
  rows: number;
  creates: Creation[];
  updates: Change[];
  unchanged: number;
  errors: ProductImportError[];
  /** The staff member's uploads the import puts on products: claimed when it is applied (rule:own-uploads-only). */
  claims: string[];
}

/** Which column of the file a field of the form comes from. */
const columnOfField: Record<string, ProductCsvColumn> = {
  categoryId: 'category',
  subCategoryId: 'subCategory',
  gstRateBp: 'gstRate',
};

const jsonList = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Checks every row against the shop as it is now and works out what each would do. Set-based: one read of the
 * products the file names (locked when `lock`, inside the apply's transaction), one of the categories, at most one
 * each for the images, whatever the number of rows.
 */
async function planImport(db: DbOrTx, staffUserId: string, file: ParsedFile, lock: boolean): Promise<ImportPlan> {
  const errors = [...file.errors];
  const ids = [...new Set(file.rows.map((r) => r.cells.id.trim().toLowerCase()).filter((id) => uuidShape.test(id)))];
  const read = db
    .select(currentColumns)
    .from(products)
    .where(sql`${products.id} in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`);
  const currentRows: CurrentProduct[] = ids.length === 0 ? [] : lock ? await read.for('update') : await read;
  const byId = new Map(currentRows.map((p) => [p.id, p]));
  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const categoryByName = new Map(categoryRows.map((c) => [c.name.trim().toLowerCase(), c.id]));
  const subRows = await db
    .select({ id: subCategories.id, categoryId: subCategories.categoryId, name: subCategories.name })
    .from(subCategories);
  const subByName = new Map(subRows.map((s) => [`${s.categoryId}\n${s.name.trim().toLowerCase()}`, s.id]));

  const checked: { row: number; current: CurrentProduct | undefined; form: ProductCsvRow; fresh: string[] }[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of file.rows) {
    const rowErrors: ProductImportError[] = [];
    const fail = (column: ProductCsvColumn, message: string) => {
      if (!rowErrors.some((e) => e.column === column)) rowErrors.push({ row, column, message });
    };

    const id = cells.id.trim().toLowerCase();
    let current: CurrentProduct | undefined;
    if (id !== '') {
      if (!uuidShape.test(id)) {
        fail('id', 'This is not a product id of this shop. Leave the id blank to add a new product.');
      } else if (firstRowOf.has(id)) {
        fail('id', `This product is also in row ${firstRowOf.get(id)}; a product can be in the file once.`);
      } else {
        firstRowOf.set(id, row);
        current = byId.get(id);
        if (!current) fail('id', 'No product has this id. Leave the id blank to add a new product.');
      }
    }

    const categoryName = cells.category.trim();
    const categoryId = categoryByName.get(categoryName.toLowerCase());
    if (categoryName === '') fail('category', 'Please enter the category’s name.');
    else if (!categoryId) fail('category', `No category is named “${categoryName}”.`);
    const subName = cells.subCategory.trim();
    let subCategoryId: string | null = null;
    if (subName !== '' && categoryId) {
      subCategoryId = subByName.get(`${categoryId}\n${subName.toLowerCase()}`) ?? null;
      if (!subCategoryId) fail('subCategory', `“${subName}” is not a sub category of “${categoryName}”.`);
    }

    const gstRate = numberOf(cells.gstRate);
    if (typeof gstRate === 'string') {
      fail('gstRate', 'The GST rate is a percent, such as 18 (or leave it blank for the category’s).');
    }
    const isActive = booleanOf(cells.isActive);
    const candidate = {
      title: cells.title,
      brand: cells.brand,
      description: cells.description,
      fullDescription: cells.fullDescription,
      // A file without the Hindi columns keeps a product's Hindi text; a new product has none (ADR 0035).
      titleHi: cells.titleHi ?? current?.titleHi ?? null,
      descriptionHi: cells.descriptionHi ?? current?.descriptionHi ?? null,
      price: numberOf(cells.price),
      discount: numberOf(cells.discount),
      categoryId,
      subCategoryId,
      sizes: listOf(cells.sizes),
      colors: listOf(cells.colors),
      specs: listOf(cells.specs),
      rams: listOf(cells.rams),
      weight: listOf(cells.weight),
      material: cells.material,
      images: listOf(cells.images),
      hsnCode: cells.hsnCode,
      gstRateBp: typeof gstRate === 'number' ? Math.round(gstRate * 100) : null,
      // The file has no return window column (ADR 0057): a product keeps its own, a new one takes its category's.
      returnDays: current?.returnDays ?? null,
      // Blank keeps a product shown or hidden as it is; a new product is shown.
      isActive: isActive ?? current?.isActive,
      stock: numberOf(cells.stock),
    };
    // The product form's own rules (rule:admin-catalog): one source of truth for every field.
    const parsed = productCsvRowSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column =
          columnOfField[field] ??
          ((productCsvColumns as readonly string[]).includes(field) ? (field as ProductCsvColumn) : null);
        if (column) fail(column, issue.message);
      }
    }
    if (rowErrors.length > 0 || !parsed.success) {
      errors.push(...rowErrors);
      continue;
    }
    const fresh = parsed.data.images.filter((url) => !current?.images.includes(url));
    checked.push({ row, current, form: parsed.data, fresh });
  }

  // Images new to a product: one a product of the shop already shows (the seed's pictures, another product's), or
  // the staff member's own upload nobody else claimed, which the apply claims (rule:own-uploads-only). Another
  // site's address or a path outside /uploads/ is refused.
  const freshUrls = [...new Set(checked.flatMap((c) => c.fresh))].filter((url) => imageKeyOf(url) !== null);
  const shown = new Set<string>();
  if (freshUrls.length > 0) {
    const found = await queryRows<{ url: string }>(
      db,
      sql`select distinct u.url from ${products} p cross join lateral unnest(p.images) as u(url)
        where u.url in ${jsonList(freshUrls)}`,
    );
    for (const { url } of found) shown.add(url);
  }
  const uploadUrls = freshUrls.filter((url) => !shown.has(url) && uploadedImageKeyOf(url) !== null);
  const claimable = new Set<string>();
  if (uploadUrls.length > 0) {
    const keys = uploadUrls.map((url) => uploadedImageKeyOf(url)!);
    const found = await queryRows<{ key: string }>(
      db,
      sql`select key from uploads where key in ${jsonList(keys)}
        and (user_id = ${staffUserId} or (user_id is null and claimed_at is null))`,
    );
    const keysFound = new Set(found.map((f) => f.key));
    for (const url of uploadUrls) if (keysFound.has(uploadedImageKeyOf(url)!)) claimable.add(url);
  }

  const plan: ImportPlan = { rows: file.rows.length, creates: [], updates: [], unchanged: 0, errors, claims: [] };
  for (const { row, current, form, fresh } of checked) {
    if (fresh.some((url) => !shown.has(url) && !claimable.has(url))) {
      errors.push({ row, column: 'images', message: imagesRefusal.message });
      continue;
    }
    const columns = columnsOf(form);
    if (!current) {
      plan.creates.push({ row, id: randomUUID(), columns, stock: form.stock ?? 0 });
      continue;
    }
    const stock = form.stock ?? current.stock;
    const was = auditedFields(current);
    const changed = changedFields(was, auditedFields({ ...current, ...columns }), Object.keys(was));
    const before: Record<string, unknown> = changed.before;
    const after: Record<string, unknown> = changed.after;
    if (stock !== current.stock) {
      before.stock = current.stock;
      after.stock = stock;
    }
    if (changesNothing(after)) plan.unchanged++;
    else plan.updates.push({ row, id: current.id, columns, stock, stockBefore: current.stock, before, after });
  }
  plan.claims = [...new Set(checked.flatMap((c) => c.fresh).filter((url) => claimable.has(url)))];
  errors.sort((a, b) => a.row - b.row);
  return plan;
}

function reportOf(plan: ImportPlan, mode: ProductImportMode, applied: boolean): ProductImportReport {
  return {
    mode,
    applied,
    rows: plan.rows,
    create: plan.creates.length,
    update: plan.updates.length,
    unchanged: plan.unchanged,
    errors: plan.errors.slice(0, errorsListed),
    errorCount: plan.errors.length,
  };
}

function* batches<T>(items: T[], size = writeBatchSize): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** A product as one record of jsonb_to_recordset: the whole batch travels as one parameter. */
function recordOf({ id, columns: c, stock }: Creation) {
  return {
    id,
    title: c.title,
    brand: c.brand,
    description: c.description,
    full_description: c.fullDescription,
    title_hi: c.titleHi,
    description_hi: c.descriptionHi,
    price_paise: c.pricePaise,
    discount: c.discount,
    category_id: c.categoryId,
    sub_category_id: c.subCategoryId,
    sizes: c.sizes,
    colors: c.colors,
    specs: c.specs,
    rams: c.rams,
    weight: c.weight,
    material: c.material,
    images: c.images,
    hsn_code: c.hsnCode,
    gst_rate_bp: c.gstRateBp,
    is_active: c.isActive,
    stock,
  };
}
const recordType = sql.raw(`id uuid, title text, brand text, description text, full_description text,
  title_hi text, description_hi text, price_paise integer, discount integer, category_id uuid, sub_category_id uuid, sizes text[], colors text[],
  specs text[], rams text[], weight text[], material text, images text[], hsn_code text, gst_rate_bp integer,
  is_active boolean, stock integer`);
const recordsOf = (batch: Creation[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(batch.map(recordOf))}::jsonb) as v(${recordType})`;

/**
 * Writes a checked plan in the caller's transaction: multi-row statements (INSERT ... SELECT and UPDATE ... FROM over
 * jsonb_to_recordset) rather than one statement per product, stock differences as ledger rows (rule:stock-ledger),
 * and the audit rows (rule:audit-log).
 */
async function writePlan(tx: DbOrTx, staffUserId: string, plan: ImportPlan): Promise<void> {
  // A file that changes nothing writes nothing, not even an audit row: nothing happened.
  if (plan.creates.length === 0 && plan.updates.length === 0) return;
  for (const batch of batches(plan.claims)) await claimUploadedImages(tx, staffUserId, batch, imagesRefusal);
  for (const batch of batches(plan.creates)) {
    await tx.execute(sql`insert into ${products} (id, title, brand, description, full_description, title_hi,
        description_hi, price_paise, discount, category_id, sub_category_id, sizes, colors, specs, rams, weight,
        material, images, hsn_code, gst_rate_bp, is_active, stock)
      select id, title, brand, description, full_description, title_hi, description_hi, price_paise, discount,
        category_id, sub_category_id, sizes, colors, specs, rams, weight, material, images, hsn_code, gst_rate_bp,
        is_active, stock
      from ${recordsOf(batch)}`);
  }
  for (const batch of batches(plan.updates)) {
    await tx.execute(sql`update ${products} as p set title = v.title, brand = v.brand, description = v.description,
        full_description = v.full_description, title_hi = v.title_hi, description_hi = v.description_hi,
        price_paise = v.price_paise, discount = v.discount,
        category_id = v.category_id, sub_category_id = v.sub_category_id, sizes = v.sizes, colors = v.colors,
        specs = v.specs, rams = v.rams, weight = v.weight, material = v.material, images = v.images,
        hsn_code = v.hsn_code, gst_rate_bp = v.gst_rate_bp, is_active = v.is_active, stock = v.stock,
        updated_at = now()
      from ${recordsOf(batch)} where p.id = v.id`);
  }

  const movements: StockMovement[] = [
    ...plan.creates
      .filter((c) => c.stock > 0)
      .map((c) => ({
        productId: c.id,
        change: c.stock,
        reason: 'opening' as const,
        stockAfter: c.stock,
        staffUserId,
        note: 'Opening stock of a new product (CSV import)',
      })),
    ...plan.updates
      .filter((u) => u.stock !== u.stockBefore)
      .map((u) => ({
        productId: u.id,
        change: u.stock - u.stockBefore,
        reason: 'counted' as const,
        stockAfter: u.stock,
        staffUserId,
        note: 'CSV import',
      })),
  ];
  for (const batch of batches(movements)) await recordStockMovements(tx, batch);

  // One row per product, as the form writes, so a product's history reads the same whichever way it changed; and
  // one row for the import with its counts. They share the transaction's time, which ties them together.
  const entries: AuditEntry[] = [
    ...plan.creates.map((c) => ({
      actorUserId: staffUserId,
      action: 'product.create',
      entityType: 'product',
      entityId: c.id,
      before: null,
      after: { ...auditedFields(c.columns), stock: c.stock, via: 'csv-import' },
    })),
    ...plan.updates.map((u) => ({
      actorUserId: staffUserId,
      action: 'product.update',
      entityType: 'product',
      entityId: u.id,
      before: u.before,
      after: { ...u.after, via: 'csv-import' },
    })),
    {
      actorUserId: staffUserId,
      action: 'product.import',
      entityType: 'product-import',
      entityId: randomUUID(),
      before: null,
      after: {
        rows: plan.rows,
        created: plan.creates.length,
        updated: plan.updates.length,
        unchanged: plan.unchanged,
      },
    },
  ];
  await recordAudits(tx, entries);
}

/**
 * Imports a product CSV file (rule:admin-csv, ADR 0035). `dry-run` reads only and reports what each row would do
 * and every problem, per row and column. `apply` checks the whole file again against the shop as it is at that
 * moment, inside one transaction that locks the products it names, and writes all of it or, when any row has a
 * problem, nothing (422 with the same report). Stateless: nothing is kept between the dry run and the apply.
 */
export async function importProductsCsv(
  db: Database,
  staffUserId: string,
  csv: string,
  mode: ProductImportMode,
): Promise<ProductImportReport> {
  const file = parseProductCsv(csv);
  if (mode === 'dry-run') return reportOf(await planImport(db, staffUserId, file, false), mode, false);
  return inTransaction(db, async (tx) => {
    const plan = await planImport(tx, staffUserId, file, true);
    if (plan.errors.length > 0) {
      const n = plan.errors.length;
      throw new AppError(
        'UNPROCESSABLE',
        `Nothing was imported: the file has ${n} ${n === 1 ? 'problem' : 'problems'}. Correct ${n === 1 ? 'it' : 'them'} and import it again.`,
        reportOf(plan, mode, false),
      );
    }
    await writePlan(tx, staffUserId, plan);
    return reportOf(plan, mode, true);
  });
}

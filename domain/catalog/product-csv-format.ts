/**
 * The product CSV file (rule:admin-csv, ADR 0035): its columns, and how a product becomes a row and a row becomes the
 * product form's input. The export writes exactly what the import reads, so a file exported, edited and imported
 * again changes only what was edited.
 */
import type { Product } from '../../db/schema/index';
import { toRupees } from '../shared/pricing';

/**
 * One row per product, in this order. `id` blank creates a product; option lists and images are `|`-separated.
 * `titleHi` and `descriptionHi` (the Hindi title and description, rule:shop-language) are optional in a file
 * (optionalCsvColumns): files written before them import as before.
 */
export const productCsvColumns = [
  'id',
  'title',
  'brand',
  'description',
  'fullDescription',
  'titleHi',
  'descriptionHi',
  'price',
  'discount',
  'category',
  'subCategory',
  'sizes',
  'colors',
  'specs',
  'rams',
  'weight',
  'material',
  'images',
  'hsnCode',
  'gstRate',
  'stock',
  'isActive',
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/**
 * Columns a file may leave out: a product then keeps its value, a new one has none (ADR 0035, amendment of
 * 2026-11-30). A column that is there means what its cells say: blank is none.
 */
export const optionalCsvColumns = ['titleHi', 'descriptionHi'] as const satisfies readonly ProductCsvColumn[];

/** A header cell as a column's key: any case, and `title_hi` as well as `titleHi`. */
export const columnKey = (name: string) => name.trim().toLowerCase().replaceAll('_', '');

export const listSeparator = '|';

/**
 * CSV injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some read
 * as the start of a formula) as a formula, so a product title typed by one person could run in another's Excel. The
 * export writes such a cell with a leading apostrophe, which makes it text; the import takes that apostrophe off
 * again. A value that really starts with an apostrophe before one of these characters loses it on the way back:
 * a price worth paying for files that are safe to open.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

export function restoreCell(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}

/** A product as the export reads it: its row and its category's and sub category's names. */
export type ExportedProduct = Pick<
  Product,
  | 'id'
  | 'title'
  | 'brand'
  | 'description'
  | 'fullDescription'
  | 'titleHi'
  | 'descriptionHi'
  | 'pricePaise'
  | 'discount'
  | 'sizes'
  | 'colors'
  | 'specs'
  | 'rams'
  | 'weight'
  | 'material'
  | 'images'
  | 'hsnCode'
  | 'gstRateBp'
  | 'stock'
  | 'isActive'
> & {
  category: string;
  subCategory: string | null;
};

/** The cells of one product, in the columns' order, formulas neutralised. */
export function csvCellsOf(p: ExportedProduct): string[] {
  const cells: Record<ProductCsvColumn, string> = {
    id: p.id,
    title: p.title,
    brand: p.brand,
    description: p.description,
    fullDescription: p.fullDescription,
    titleHi: p.titleHi ?? '',
    descriptionHi: p.descriptionHi ?? '',
    price: String(toRupees(p.pricePaise)),
    discount: String(p.discount),
    category: p.category,
    subCategory: p.subCategory ?? '',
    sizes: p.sizes.join(listSeparator),
    colors: p.colors.join(listSeparator),
    specs: p.specs.join(listSeparator),
    rams: p.rams.join(listSeparator),
    weight: p.weight.join(listSeparator),
    material: p.material,
    images: p.images.join(listSeparator),
    hsnCode: p.hsnCode ?? '',
    // Percent, as on an invoice: 18 is 18% (1800 basis points).
    gstRate: p.gstRateBp === null ? '' : String(p.gstRateBp / 100),
    stock: String(p.stock),
    isActive: p.isActive ? 'true' : 'false',
  };
  return productCsvColumns.map((column) => neutraliseCell(cells[column]));
}

/** A list cell: blank is an empty list; otherwise each value trimmed (an empty value is left for the form to refuse). */
export function listOf(cell: string): string[] {
  return cell.trim() === '' ? [] : cell.split(listSeparator).map((v) => v.trim());
}

/**
 * A number cell: blank is undefined (the form's default, or "keep it"); a plain number is a number; anything else
 * stays text, which the form's schema refuses with its own message for that field. Grouping commas and the rupee
 * sign are allowed, as a spreadsheet may write a price "₹1,29,999.00".
 */
export function numberOf(cell: string): number | string | undefined {
  const text = cell.trim().replace(/^₹\s*/, '');
  if (text === '') return undefined;
  const plain = /^\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(text) ? text.replaceAll(',', '') : text;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : cell;
}

/** true/false (also yes/no, 1/0, shown/hidden); blank is undefined; anything else stays text for the schema to refuse. */
export function booleanOf(cell: string): boolean | string | undefined {
  const text = cell.trim().toLowerCase();
  if (text === '') return undefined;
  if (['true', 'yes', '1', 'shown'].includes(text)) return true;
  if (['false', 'no', '0', 'hidden'].includes(text)) return false;
  return cell;
}

/**
 * What the catalog index (catalog-index.ts, ADR 0036) is given and answers: the products and category names it keeps,
 * a shopper's query (text, filters, sort and page), and the answer with its facet counts.
 */

/** What the index keeps of a product; read from the database by live-catalog-index.ts. */
export interface IndexedProduct {
  id: string;
  title: string;
  /** The Hindi title staff wrote (rule:shop-language), searched with the title's weight; absent or null is none. */
  titleHi?: string | null;
  brand: string;
  description: string;
  categoryId: string;
  subCategoryId: string | null;
  pricePaise: number;
  discount: number;
  stock: number;
  ratingAverageX100: number;
  ratingCount: number;
  unitsSold: number;
  createdAtMs: number;
  isListed: boolean;
  colors: string[];
  sizes: string[];
  color: string;
  size: string;
  material: string;
  /**
   * The other options a product is offered in (RAM, storage, pack size: "8 GB", "128 GB", "500 ml"), for search only:
   * "64gb" or "1kg" finds them (rule:search-hindi-and-units). Not filters. Absent is none.
   */
  otherOptions?: string[];
}

/** CatalogIndex.product: what the index knows of one product's state. */
export interface IndexedProductState {
  listed: boolean;
  writes: number;
  reviewWrites: number;
  categoryName: string;
  subCategoryName: string | null;
}

export interface IndexedCategory {
  id: string;
  name: string;
  isActive: boolean;
}

export interface IndexedSubCategory {
  id: string;
  categoryId: string;
  name: string;
  isActive: boolean;
}

/** A catalog name (category, sub category or brand) the typed text matches, and how closely (1 is as typed). */
export interface NameMatch {
  name: string;
  kind: 'category' | 'subCategory' | 'brand';
  closeness: number;
}

export type CatalogSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'rating' | 'popular';

export interface CatalogQuery {
  /** Free text as the shopper typed it; undefined or blank lists without searching. */
  text?: string;
  categoryId?: string;
  subCategoryId?: string;
  /** Bounds of the sale price times 100, in paise (price x (100 - discount)), inclusive. */
  minSaleX100?: number;
  maxSaleX100?: number;
  minRatingX100?: number;
  maxRatingX100?: number;
  /** Lower-cased wanted values; a product matches any of them. */
  brands?: string[];
  colors?: string[];
  sizes?: string[];
  materials?: string[];
  sort: CatalogSort;
  offset: number;
  limit: number;
  /** Also count the matches per category, sub category, brand, rating and price band (counting every match). */
  facets?: boolean;
  /** Without a search, counting may stop at this many matches once the page is full (ADR 0011's cap). */
  countUpTo?: number;
  /** The back office sees hidden products too. */
  includeUnlisted?: boolean;
}

/** Price bands of the facet counts, in rupees of the sale price; the last has no upper bound. */
export const priceBands: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 5000 },
  { min: 5000, max: 10000 },
  { min: 10000, max: null },
];
/** Rating facets are "this many stars and up". */
export const ratingFloors = [4, 3, 2, 1] as const;
/** At most this many brands are counted back (most matches first): more than a category's brand list holds. */
export const maxBrandFacets = 200;

export interface CatalogFacets {
  categories: { id: string; name: string; count: number }[];
  subCategories: { id: string; categoryId: string; name: string; count: number }[];
  brands: { name: string; count: number }[];
  ratings: { min: number; count: number }[];
  prices: { min: number; max: number | null; count: number }[];
}

export interface CatalogAnswer {
  /** Product ids of the asked page, in order. */
  ids: string[];
  /** Products matching the query; without a search, at least `countUpTo` when more match. */
  total: number;
  facets?: CatalogFacets;
}

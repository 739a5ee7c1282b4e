/**
 * The product list's filters live in the URL (rule:filters-in-url, rule:filter-behaviour), so a filtered page can
 * be shared, bookmarked and reloaded, and the header search (which writes `search`) lands on it.
 * This module is the one place that turns URL parameters into filter state and back:
 * - parsing never throws: junk values fall back to their defaults (a bad link must not 500);
 * - serialising drops every default, so "no filters" is plain /products.
 */

import { formatCount, formatRupees } from '../../domain/shared/money';
import { maxSearchLength } from '../../domain/shared/limits';
import { isUuid } from '../../domain/shared/ids';

/** rule:price-slider: the price slider runs from 0 to 10000 in steps of 10 (rupees). */
export const priceFloor = 0;
export const priceCeiling = 10_000;
export const priceStep = 10;

/** rule:filter-panel: the Minimum Rating radios, best first; 0 stands for All Ratings. */
export const ratingChoices = [4, 3, 2, 1] as const;

/** rule:paged-product-list: the list shows this many products per page, and Load more fetches as many again. */
export const productPageSize = 20;

/** Brand names are short; anything longer is not a brand a shopper picked. */
const maxBrandLength = 100;

export interface ProductFilters {
  /** Free text from the header search; '' when none. */
  search: string;
  /** Category _id, or '' for All Categories. */
  category: string;
  /** Sub category _id, or '' for All Sub Categories (only meaningful with a category). */
  subCategory: string;
  /** One brand name, or '' for All Brands (rule:brand-filter). */
  brand: string;
  /** Rupees, compared by the domain with the sale price. */
  minPrice: number;
  /** Rupees; at the ceiling it means "no upper bound" (the slider reads '₹10,000+'). */
  maxPrice: number;
  /** 1 to 4 ("N & up"), or 0 for All Ratings. */
  minRating: number;
}

export const defaultFilters: Readonly<ProductFilters> = Object.freeze({
  search: '',
  category: '',
  subCategory: '',
  brand: '',
  minPrice: priceFloor,
  maxPrice: priceCeiling,
  minRating: 0,
});

function text(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim();
}

function id(params: URLSearchParams, key: string): string {
  const value = text(params, key);
  return isUuid(value) ? value.toLowerCase() : '';
}

/** A price from the URL, snapped to the slider's step and kept inside its range; junk gives `fallback`. */
function price(params: URLSearchParams, key: string, fallback: number): number {
  const raw = text(params, key);
  if (raw === '') return fallback;
  const n = Number(raw);
  // A negative price is nobody's wish: junk, like a word.
  if (!Number.isFinite(n) || n < priceFloor) return fallback;
  return snapPrice(n);
}

/** Keeps a price on the slider: inside 0..10000 and on a multiple of 10. */
export function snapPrice(n: number): number {
  const snapped = Math.round(n / priceStep) * priceStep;
  return Math.min(priceCeiling, Math.max(priceFloor, snapped));
}

export function parseFilters(params: URLSearchParams): ProductFilters {
  const category = id(params, 'category');
  // rule:filter-panel: Sub Category is disabled until a category is chosen, so it means nothing alone.
  const subCategory = category ? id(params, 'subCategory') : '';
  const brand = text(params, 'brand');
  let minPrice = price(params, 'minPrice', defaultFilters.minPrice);
  let maxPrice = price(params, 'maxPrice', defaultFilters.maxPrice);
  // A reversed range is a slip of the hand (or of a hand-edited link), not a wish for nothing.
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const rating = Number(text(params, 'minRating'));
  const minRating = (ratingChoices as readonly number[]).includes(rating) ? rating : 0;
  return {
    search: text(params, 'search').slice(0, maxSearchLength).trim(),
    category,
    subCategory,
    brand: brand.length <= maxBrandLength ? brand : '',
    minPrice,
    maxPrice,
    minRating,
  };
}

/** The URL parameters for some filters, without any default (no filters → no parameters). */
export function filtersToSearchParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.category && filters.subCategory) params.set('subCategory', filters.subCategory);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.minPrice !== defaultFilters.minPrice) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== defaultFilters.maxPrice) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== defaultFilters.minRating) params.set('minRating', String(filters.minRating));
  return params;
}

/** The /products link for some filters: plain /products when every filter is at its default. */
export function productsHref(filters: ProductFilters): string {
  const query = filtersToSearchParams(filters).toString();
  return query ? `/products?${query}` : '/products';
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return filtersToSearchParams(filters).toString() !== '';
}

/**
 * The domain's list query for some filters (domain/schemas/catalog.ts ProductListQuery fields):
 * defaults are left out, and the price ceiling means "no upper bound".
 */
export function filtersToProductQuery(filters: ProductFilters) {
  return {
    search: filters.search || undefined,
    category: filters.category || undefined,
    subCategory: (filters.category && filters.subCategory) || undefined,
    brand: filters.brand ? [filters.brand] : undefined,
    minPrice: filters.minPrice > priceFloor ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < priceCeiling ? filters.maxPrice : undefined,
    minRating: filters.minRating > 0 ? filters.minRating : undefined,
  };
}

/** rule:rupees grouping; ADR 0011: a capped total reads '10,000+'. */
export function formatProductTotal(total: number, totalIsExact: boolean): string {
  return `${formatCount(total)}${totalIsExact ? '' : '+'}`;
}

/** The price slider's labels: '₹2,500', and '₹10,000+' at the ceiling (rule:price-slider). */
export function formatPriceLabel(value: number): string {
  const amount = formatRupees(value);
  return value >= priceCeiling ? `${amount}+` : amount;
}

import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filtersToProductQuery,
  filtersToSearchParams,
  formatPriceLabel,
  formatProductTotal,
  hasActiveFilters,
  parseFilters,
  productsHref,
  type ProductFilters,
} from './product-filters';

const category = '0b6f2c1e-8d3a-4f5b-9c7d-1a2b3c4d5e6f';
const subCategory = '7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('parseFilters (rule:filters-in-url)', () => {
  it('gives the defaults for plain /products: price 0-10000, every other filter unset', () => {
    expect(parse('')).toEqual({
      search: '',
      category: '',
      subCategory: '',
      brand: '',
      minPrice: 0,
      maxPrice: 10000,
      minRating: 0,
    });
  });

  it('reads every filter the header and the panel write', () => {
    expect(
      parse(
        `search=${encodeURIComponent('  red shoes ')}&category=${category}&subCategory=${subCategory}` +
          '&brand=Bata&minPrice=500&maxPrice=2500&minRating=3',
      ),
    ).toEqual({
      search: 'red shoes',
      category,
      subCategory,
      brand: 'Bata',
      minPrice: 500,
      maxPrice: 2500,
      minRating: 3,
    });
  });

  it('drops ids that are not ids, and a sub category without its category', () => {
    expect(parse('category=electronics').category).toBe('');
    expect(parse(`category=${category}&subCategory=42`).subCategory).toBe('');
    expect(parse(`subCategory=${subCategory}`)).toEqual(defaultFilters);
  });

  it('falls back to the default price for junk and keeps prices on the slider (0-10000, step 10)', () => {
    expect(parse('minPrice=abc&maxPrice=').minPrice).toBe(0);
    expect(parse('minPrice=abc&maxPrice=').maxPrice).toBe(10000);
    expect(parse('minPrice=-50&maxPrice=99999')).toMatchObject({ minPrice: 0, maxPrice: 10000 });
    expect(parse('maxPrice=-5').maxPrice).toBe(10000);
    expect(parse('minPrice=20000').minPrice).toBe(10000);
    expect(parse('minPrice=1234&maxPrice=5678')).toMatchObject({ minPrice: 1230, maxPrice: 5680 });
    expect(parse('minPrice=Infinity').minPrice).toBe(0);
  });

  it('swaps a reversed price range', () => {
    expect(parse('minPrice=4000&maxPrice=1000')).toMatchObject({ minPrice: 1000, maxPrice: 4000 });
  });

  it('accepts only the Minimum Rating choices (4, 3, 2, 1 & up); anything else is All Ratings', () => {
    expect(parse('minRating=4').minRating).toBe(4);
    expect(parse('minRating=1').minRating).toBe(1);
    for (const junk of ['0', '5', '3.5', 'x', '-1', '']) expect(parse(`minRating=${junk}`).minRating).toBe(0);
  });

  it('trims the search, drops an absurd brand and caps the search length', () => {
    expect(parse('search=%20%20').search).toBe('');
    expect(parse(`brand=${'x'.repeat(101)}`).brand).toBe('');
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(200);
  });
});

describe('filtersToSearchParams and back', () => {
  it('writes nothing for the defaults, so Clear All returns to plain /products', () => {
    expect(filtersToSearchParams(defaultFilters).toString()).toBe('');
    expect(productsHref(defaultFilters)).toBe('/products');
    expect(hasActiveFilters(defaultFilters)).toBe(false);
  });

  it('writes only what differs from the defaults', () => {
    const href = productsHref({ ...defaultFilters, category, maxPrice: 2000 });
    expect(href).toBe(`/products?category=${category}&maxPrice=2000`);
    expect(hasActiveFilters({ ...defaultFilters, minRating: 2 })).toBe(true);
  });

  it('never writes a sub category without its category', () => {
    expect(filtersToSearchParams({ ...defaultFilters, subCategory }).has('subCategory')).toBe(false);
  });

  it('round-trips every combination of filters through the URL', () => {
    const samples: ProductFilters[] = [
      defaultFilters,
      { ...defaultFilters, search: 'Tata & Sons "tea"' },
      { ...defaultFilters, category },
      { ...defaultFilters, category, subCategory },
      { ...defaultFilters, brand: 'Amul' },
      { ...defaultFilters, minPrice: 10 },
      { ...defaultFilters, maxPrice: 9990 },
      { ...defaultFilters, minPrice: 5000, maxPrice: 5000 },
      { ...defaultFilters, minRating: 4 },
      {
        search: 'kurta',
        category,
        subCategory,
        brand: 'Fabindia',
        minPrice: 300,
        maxPrice: 4500,
        minRating: 2,
      },
    ];
    for (const filters of samples) {
      const url = new URL(productsHref(filters), 'http://shop.test');
      expect(parseFilters(url.searchParams)).toEqual(filters);
    }
  });
});

describe('filtersToProductQuery (what the loader asks the domain for)', () => {
  it('asks for nothing beyond the defaults when no filter is set', () => {
    expect(filtersToProductQuery(defaultFilters)).toEqual({
      search: undefined,
      category: undefined,
      subCategory: undefined,
      brand: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
    });
  });

  it('passes the chosen filters; the price ceiling means no upper bound', () => {
    expect(
      filtersToProductQuery({
        search: 'tea',
        category,
        subCategory,
        brand: 'Tata, Inc',
        minPrice: 100,
        maxPrice: 10000,
        minRating: 3,
      }),
    ).toEqual({
      search: 'tea',
      category,
      subCategory,
      brand: ['Tata, Inc'],
      minPrice: 100,
      maxPrice: undefined,
      minRating: 3,
    });
    expect(filtersToProductQuery({ ...defaultFilters, maxPrice: 9990 }).maxPrice).toBe(9990);
  });
});

describe('labels', () => {
  it("shows 'Showing X of Y' totals with Indian grouping, '+' when the count stopped at the cap", () => {
    expect(formatProductTotal(324, true)).toBe('324');
    expect(formatProductTotal(10000, false)).toBe('10,000+');
    expect(formatProductTotal(123456, true)).toBe('1,23,456');
  });

  it("shows the price range in rupees, '₹10,000+' at the slider's maximum (rule:price-slider)", () => {
    expect(formatPriceLabel(0)).toBe('₹0');
    expect(formatPriceLabel(2500)).toBe('₹2,500');
    expect(formatPriceLabel(10000)).toBe('₹10,000+');
  });
});

/**
 * The product spec's texts the product list and the search box show (its section 2, Product list and Header;
 * docs/product-rules.md rule:filter-panel, rule:brand-filter, rule:empty-product-list, rule:paged-product-list,
 * rule:search-box), by catalog id: the English catalog must say exactly these (app/i18n/catalogs.test.ts).
 */
export const specTexts: Record<string, string> = {
  'products.filters.title': 'Filters',
  'products.clear': 'Clear',
  'products.filters.category': 'Category',
  'products.filters.allCategories': 'All Categories',
  'products.filters.subCategory': 'Sub Category',
  'products.filters.brand': 'Brand',
  'products.filters.allBrands': 'All Brands',
  'products.filters.priceRange': 'Price Range',
  'products.filters.minRating': 'Minimum Rating',
  'products.filters.ratingAndUp': '{rating} & up',
  'products.filters.allRatings': 'All Ratings',
  'products.filters.clearAll': 'Clear All',
  'products.filters.apply': 'Apply',
  'products.empty.title': 'No products found',
  'products.empty.text': "Try adjusting your filters or search terms to find what you're looking for.",
  'products.empty.clearAll': 'Clear All Filters',
  'products.loadMore': 'Load more',
  'products.search.popular': 'Popular Searches',
};

/**
 * /products: the product list with search and filters (rule:filter-panel, rule:filter-behaviour,
 * rule:brand-filter, rule:price-slider, rule:paged-product-list, rule:failures-shown). Every filter
 * lives in the URL (rule:filters-in-url, app/lib/product-filters.ts), so the
 * loader renders the filtered first page on the server and a filtered page can be shared.
 */
import { useEffect, useState } from 'react';
import { toast } from '../lib/toast';
import { useNavigate, useNavigation } from 'react-router';
import { listBrands } from '../../domain/catalog/list-brands';
import { listCategories } from '../../domain/catalog/list-categories';
import { listProducts } from '../../domain/catalog/list-products';
import { listSubCategories } from '../../domain/catalog/list-sub-categories';
import { AppError } from '../../domain/errors';
import { EmptyState } from '../components/products/empty-state';
import { FilterDrawer, FiltersButton, useFilterDrawer } from '../components/products/filter-drawer';
import type { FacetCounts } from '../components/products/filter-panel';
import { ProductGrid } from '../components/products/product-grid';
import { toCardProduct } from '../components/products/to-card-product';
import { useMoreProducts } from '../components/products/use-more-products';
import { Spinner } from '../components/ui/spinner';
import { localeOfPath, localizePath, pathWithoutLocale } from '../i18n/locales';
import { translatorFromMatches, useLocale, useT, type Translate } from '../i18n/shop-i18n';
import {
  defaultFilters,
  filtersToProductQuery,
  formatProductTotal,
  parseFilters,
  productPageSize,
  productsHref,
  type ProductFilters,
} from '../lib/product-filters';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/products';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.shop;
  const url = new URL(request.url);
  const asked = parseFilters(url.searchParams);

  // Ids and names that match nothing in the catalog are dropped rather than refused: a stale
  // or hand-edited link still shows a list (rule:filters-in-url: invalid parameters never answer 500).
  const { categories } = await listCategories(db);
  const category = categories.find((c) => c._id === asked.category);
  const [{ subCategories }, { brands }] = await Promise.all([
    category ? listSubCategories(db, category._id) : { subCategories: [] },
    // rule:brand-filter: the real brands, of the chosen category when there is one.
    listBrands(db, { category: category?._id }),
  ]);
  const wantedBrand = asked.brand.toLowerCase();
  const filters: ProductFilters = {
    ...asked,
    category: category?._id ?? '',
    subCategory: subCategories.some((s) => s._id === asked.subCategory) ? asked.subCategory : '',
    brand: brands.find((b) => b.toLowerCase() === wantedBrand) ?? '',
  };

  // A failed list is emptied and loading ends; rule:failures-shown: the shopper is told why.
  let list = { products: [] as ReturnType<typeof toCardProduct>[], total: 0, totalIsExact: true };
  let counts: FacetCounts | undefined;
  // The server's own message for a refused query, shown as it is; else `listFailed` alone, and the page says why in
  // its language.
  let error: string | null = null;
  let listFailed = false;
  try {
    // The default order (newest, or relevance for a search) and the first page; Load more
    // fetches the next pages with the same filters from GET /api/product.
    const found = await listProducts(db, {
      ...filtersToProductQuery(filters),
      page: 1,
      limit: productPageSize,
      isPagination: true,
      // The filter panel shows how many products each category, sub category and brand would show.
      facets: true,
    });
    // Cards in the page's language (rule:shop-language).
    const locale = localeOfPath(url.pathname);
    list = {
      products: found.products.map((p) => toCardProduct(p, locale)),
      total: found.total,
      totalIsExact: found.totalIsExact,
    };
    if (found.facets) {
      const byKey = <T,>(entries: T[], key: (e: T) => string, count: (e: T) => number) =>
        Object.fromEntries(entries.map((e) => [key(e), count(e)]));
      counts = {
        categories: byKey(
          found.facets.categories,
          (c) => c.id,
          (c) => c.count,
        ),
        subCategories: byKey(
          found.facets.subCategories,
          (s) => s.id,
          (s) => s.count,
        ),
        brands: byKey(
          found.facets.brands,
          (b) => b.name.toLowerCase(),
          (b) => b.count,
        ),
      };
    }
  } catch (err) {
    console.error('product list failed', err);
    listFailed = true;
    error = err instanceof AppError && err.status < 500 ? err.message : null;
  }

  return {
    filters,
    ...list,
    error,
    listFailed,
    categories: categories.map((c) => ({ _id: c._id, name: c.name })),
    subCategories: subCategories.map((s) => ({ _id: s._id, name: s.name })),
    brands,
    counts,
    categoryName: category?.name ?? null,
  };
}

/** The page's heading (h1) and title: the search, else the category, else everything. */
function listHeading(t: Translate, search: string, categoryName: string | null): string {
  if (search) return t('products.resultsFor', { search });
  return categoryName ?? t('products.allProducts');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const filters = loaderData?.filters ?? defaultFilters;
  const categoryName = loaderData?.categoryName ?? null;
  const t = translatorFromMatches(matches);
  const heading = listHeading(t, filters.search, categoryName);
  const description = filters.search
    ? categoryName
      ? t('products.meta.searchInCategoryDescription', { search: filters.search, category: categoryName })
      : t('products.meta.searchDescription', { search: filters.search })
    : categoryName
      ? t('products.meta.categoryDescription', { category: categoryName })
      : t('products.meta.allDescription');
  return pageMeta(matches, {
    title: heading,
    description,
    // One canonical page per category; filtered variants point to it. Search results are not
    // pages worth indexing (thin, endless), so they say noindex.
    path: filters.category && !filters.search ? `/products?category=${filters.category}` : '/products',
    noindex: Boolean(filters.search),
  });
};

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const listLoading = navigation.state === 'loading' && pathWithoutLocale(navigation.location.pathname) === '/products';

  // The panel's choices, applied or not yet (rule:filter-behaviour: everything but the category waits for
  // Apply). Every new answer from the loader brings the applied filters back into the panel.
  const [draft, setDraft] = useState<ProductFilters>(data.filters);
  const [appliedFilters, setAppliedFilters] = useState(data.filters);
  if (appliedFilters !== data.filters) {
    setAppliedFilters(data.filters);
    setDraft(data.filters);
  }

  const [firstPage, setFirstPage] = useState(() => pick(data));
  if (firstPage.filters !== data.filters) setFirstPage(pick(data));
  const { products, total, totalIsExact, hasMore, loadingMore, loadMore } = useMoreProducts(firstPage);

  // rule:failures-shown: a failed list shows the server's message, once per failed answer.
  useEffect(() => {
    if (data.listFailed) toast.error(data.error ?? t('products.listFailed'), { id: 'product-list-error' });
  }, [data, t]);

  // Below lg the panel is a drawer (rule:filter-panel); at lg and up the Filters button shows or hides it.
  const [drawer, filtersButton] = useFilterDrawer();

  // rule:filter-behaviour: a category change reloads the list at once and clears the sub category.
  function changeCategory(category: string) {
    const next = { ...draft, category, subCategory: '' };
    setDraft(next);
    void navigate(localizePath(productsHref(next), locale));
  }

  // The drawer closes itself on Apply.
  function apply() {
    void navigate(localizePath(productsHref(draft), locale));
  }

  // rule:filter-behaviour: Clear resets every filter, the price to 0-10000, and returns to plain /products.
  function clearAll() {
    setDraft(defaultFilters);
    void navigate(localizePath('/products', locale));
  }

  const heading = listHeading(t, data.filters.search, data.categoryName);
  const chosenCategoryLoaded = draft.category === data.filters.category;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-gray-900 sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-sm text-gray-600" aria-live="polite" data-testid="product-count">
            {products.length > 0
              ? t('products.showing', {
                  shown: products.length,
                  total: formatProductTotal(total, totalIsExact),
                  count: total,
                })
              : null}
          </p>
        </div>
        <div className="flex gap-2">
          <FiltersButton drawer={drawer} buttonRef={filtersButton} />
          <button
            type="button"
            onClick={clearAll}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {t('products.clear')}
          </button>
        </div>
      </div>

      <div className="mt-6 lg:flex lg:items-start lg:gap-8">
        <FilterDrawer
          drawer={drawer}
          returnFocus={filtersButton}
          draft={draft}
          categories={data.categories}
          subCategories={chosenCategoryLoaded ? data.subCategories : []}
          subCategoriesReady={chosenCategoryLoaded}
          brands={chosenCategoryLoaded ? data.brands : []}
          counts={chosenCategoryLoaded ? data.counts : undefined}
          onDraftChange={setDraft}
          onCategoryChange={changeCategory}
          onApply={apply}
          onClearAll={clearAll}
        />

        <section aria-labelledby="product-results-title" aria-busy={listLoading} className="min-w-0 flex-1">
          <h2 id="product-results-title" className="sr-only">
            {t('products.resultsHeading')}
          </h2>
          {listLoading ? (
            <div className="mb-4 flex justify-center" data-testid="list-loading">
              <Spinner label={t('products.loading')} />
            </div>
          ) : null}
          {products.length > 0 ? (
            <div className={listLoading ? 'opacity-50 transition-opacity' : undefined}>
              <ProductGrid products={products} wide={drawer.inlineHidden} />
              {loadingMore ? (
                <div className="mt-6 flex justify-center">
                  <Spinner label={t('products.loadingMore')} />
                </div>
              ) : hasMore ? (
                <div className="mt-8 flex justify-center">
                  <button
                    type="button"
                    onClick={() => void loadMore()}
                    className="rounded-lg border border-indigo-600 bg-white px-6 py-2.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    {t('products.loadMore')}
                  </button>
                </div>
              ) : null}
            </div>
          ) : listLoading ? null : (
            <EmptyState onClearAll={clearAll} />
          )}
        </section>
      </div>
    </div>
  );
}

function pick(data: {
  filters: ProductFilters;
  products: ReturnType<typeof toCardProduct>[];
  total: number;
  totalIsExact: boolean;
}) {
  return { filters: data.filters, products: data.products, total: data.total, totalIsExact: data.totalIsExact };
}

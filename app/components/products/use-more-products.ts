import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { api, errorMessage } from '../../lib/api';
import { filtersToSearchParams, productPageSize, type ProductFilters } from '../../lib/product-filters';
import type { CardProduct } from '../shop/product-card';
import { toCardProduct } from './to-card-product';
import { useLocale } from '../../i18n/shop-i18n';
import type { ProductPage } from '../../../domain/views/catalog';

/** The first page as the route's loader answered it. */
export interface FirstPage {
  filters: ProductFilters;
  products: CardProduct[];
  total: number;
  totalIsExact: boolean;
}

interface Pages {
  /** The loader's first page these pages continue; a new one starts the list over. */
  first: FirstPage;
  products: CardProduct[];
  page: number;
  total: number;
  totalIsExact: boolean;
  done: boolean;
}

function startFrom(first: FirstPage): Pages {
  return {
    first,
    products: first.products,
    page: 1,
    total: first.total,
    totalIsExact: first.totalIsExact,
    done: first.products.length < productPageSize || first.products.length >= first.total,
  };
}

/**
 * rule:paged-product-list: the list pages through the catalog. The first page comes with the document (SSR);
 * Load more asks GET /api/product (same filters) for the next page and appends it,
 * skipping any product already shown (the catalog may change between pages), and stops at the
 * last page: when a page comes back short, or the total is reached (a capped total ends the
 * reachable window too, ADR 0011). A failure shows the server's message in a toast
 * (rule:failures-shown) and keeps what is shown, so the shopper can try again.
 */
export function useMoreProducts(first: FirstPage) {
  const [pages, setPages] = useState(() => startFrom(first));
  const [loading, setLoading] = useState(false);
  const locale = useLocale();
  const request = useRef<AbortController | null>(null);

  // New filters (a new first page from the loader) start the list over, during render so the
  // old pages never flash under the new heading (React: adjusting state when a prop changes).
  let current = pages;
  if (pages.first !== first) {
    current = startFrom(first);
    setPages(current);
    setLoading(false);
  }

  // A page still on its way for the old filters is not wanted any more.
  useEffect(() => () => request.current?.abort(), [first]);

  const loadMore = useCallback(async () => {
    if (request.current || current.done) return;
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    const params = filtersToSearchParams(current.first.filters);
    params.set('page', String(current.page + 1));
    params.set('limit', String(productPageSize));
    try {
      const { data } = await api<ProductPage>(`product?${params.toString()}`, { signal: controller.signal });
      setPages((shown) => {
        if (shown.first !== current.first) return shown;
        const seen = new Set(shown.products.map((p) => p._id));
        const fresh = data.products.map((p) => toCardProduct(p, locale)).filter((p) => !seen.has(p._id));
        const page = shown.page + 1;
        return {
          ...shown,
          products: [...shown.products, ...fresh],
          page,
          total: data.total,
          totalIsExact: data.totalIsExact,
          done: data.products.length < productPageSize || page * productPageSize >= data.total,
        };
      });
    } catch (err) {
      if (!controller.signal.aborted) toast.error(errorMessage(err));
    } finally {
      if (request.current === controller) {
        request.current = null;
        setLoading(false);
      }
    }
  }, [current, locale]);

  return {
    products: current.products,
    total: current.total,
    totalIsExact: current.totalIsExact,
    hasMore: !current.done,
    loadingMore: loading,
    loadMore,
  };
}

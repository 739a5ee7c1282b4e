import { PenLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { useNavigate, useRevalidator } from 'react-router';
import type { PublicReview, ReviewPage as ReviewPageData } from '../../../domain/views/catalog';
import { Spinner } from '../ui/spinner';
import { api, errorMessage, loginUrl } from '../../lib/api';
import {
  defaultReviewQuery,
  isDefaultReviewQuery,
  ratingFilters,
  reviewPageSize,
  reviewSorts,
  reviewsApiPath,
  type RatingFilter,
  type ReviewQuery,
  type ReviewSort,
  type ReviewStatsView,
} from '../../lib/product-reviews';
import { useRootData } from '../../lib/root-data';
import { useLocale, useT, type Translate } from '../../i18n/shop-i18n';
import { localizePath } from '../../i18n/locales';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';

/** The review form loads when first opened, not with the page (the product page is at the first-load cap). */
const ReviewModal = lazy(() => import('./review-modal').then((m) => ({ default: m.ReviewModal })));

/** A rating filter's name (lib/product-reviews.ts's ratingFilters), in the page's language. */
function ratingFilterLabel(value: RatingFilter, t: Translate): string {
  return value === 'all' ? t('product.reviews.allRatings') : t('product.stars', { count: Number(value) });
}

/** A sort's name (lib/product-reviews.ts's reviewSorts), in the page's language. */
function sortLabel(value: ReviewSort, t: Translate): string {
  switch (value) {
    case 'newest':
      return t('product.reviews.newest');
    case 'oldest':
      return t('product.reviews.oldest');
    case 'highest':
      return t('product.reviews.highest');
    case 'lowest':
      return t('product.reviews.lowest');
  }
}

interface ReviewPage {
  /** Which query and which version of the product's reviews these pages belong to. */
  key: string;
  reviews: PublicReview[];
  total: number;
  page: number;
  failed?: boolean;
}

/**
 * Customer Reviews (rule:review-summary) with rule:review-filter-sort: the rating filter and the sort
 * are applied (GET product/{id}/reviews), and the list pages with 'Show more reviews' (in the
 * spirit of rule:paged-product-list: never a whole list). The first page of the default view comes with the page
 * itself (the loader's newest reviews), so it is server-rendered.
 */
export function ProductReviews({
  productId,
  stats,
  firstReviews,
  ownReview,
}: {
  productId: string;
  stats: ReviewStatsView;
  firstReviews: PublicReview[];
  ownReview: PublicReview | null;
}) {
  const { user } = useRootData();
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [query, setQuery] = useState<ReviewQuery>(defaultReviewQuery);
  // Bumped after the shopper saves a review, so every fetched page is read again.
  const [version, setVersion] = useState(0);
  const [fetched, setFetched] = useState<ReviewPage | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const filterId = useId();
  const sortId = useId();

  const key = `${version}|${query.rating}|${query.sort}`;
  const isDefault = isDefaultReviewQuery(query);
  // The default view's first page is the loader's, which revalidation keeps fresh.
  const base: ReviewPage | null = isDefault
    ? { key, reviews: firstReviews.slice(0, reviewPageSize), total: stats.totalReviews, page: 1 }
    : null;
  const current = fetched?.key === key ? fetched : base;

  useEffect(() => {
    if (isDefault) return;
    const controller = new AbortController();
    api<ReviewPageData>(reviewsApiPath(productId, query, 1), { signal: controller.signal })
      .then((res) => setFetched({ key, reviews: res.data.reviews, total: res.data.total, page: 1 }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        toast.error(errorMessage(err));
        setFetched({ key, reviews: [], total: 0, page: 1, failed: true });
      });
    return () => controller.abort();
    // `key` holds the query and the version; the query object itself is read through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, productId]);

  const showMore = async () => {
    if (!current) return;
    setLoadingMore(true);
    try {
      const next = current.page + 1;
      const res = await api<ReviewPageData>(reviewsApiPath(productId, query, next));
      const seen = new Set(current.reviews.map((r) => r._id));
      setFetched({
        key,
        reviews: [...current.reviews, ...res.data.reviews.filter((r) => !seen.has(r._id))],
        total: res.data.total,
        page: next,
      });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setLoadingMore(false);
    }
  };

  const openWriter = () => {
    // Reviews belong to accounts: a guest signs in first and comes back here (rule:sign-in-required).
    if (!user) {
      navigate(localizePath(loginUrl(localizePath(`/product/${productId}`, locale)), locale));
      return;
    }
    setModalOpen(true);
  };

  const onSaved = () => {
    setModalOpen(false);
    setVersion((v) => v + 1);
    // rule:review-form: a review submission updates the product detail (rating, count, summary, list).
    void revalidator.revalidate();
  };

  const hasReviews = stats.totalReviews > 0;
  const selectClass =
    'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-20">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-bold text-gray-900">
          {t('product.reviews.heading')}
        </h2>
        <button
          type="button"
          onClick={openWriter}
          className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <PenLine aria-hidden="true" className="h-4 w-4" />
          {ownReview ? t('product.reviews.edit') : t('product.reviews.write')}
        </button>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
        <ReviewSummary stats={stats} />

        <div className="min-w-0">
          <div className="flex flex-wrap items-end gap-3 border-b border-gray-200 pb-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={filterId} className="text-xs font-semibold text-gray-700">
                {t('product.reviews.filter')}
              </label>
              <select
                id={filterId}
                value={query.rating}
                onChange={(e) => setQuery((q) => ({ ...q, rating: e.target.value as RatingFilter }))}
                className={selectClass}
                data-testid="review-filter"
              >
                {ratingFilters.map((f) => (
                  <option key={f.value} value={f.value}>
                    {ratingFilterLabel(f.value, t)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={sortId} className="text-xs font-semibold text-gray-700">
                {t('product.reviews.sort')}
              </label>
              <select
                id={sortId}
                value={query.sort}
                onChange={(e) => setQuery((q) => ({ ...q, sort: e.target.value as ReviewSort }))}
                className={selectClass}
                data-testid="review-sort"
              >
                {reviewSorts.map((s) => (
                  <option key={s.value} value={s.value}>
                    {sortLabel(s.value, t)}
                  </option>
                ))}
              </select>
            </div>
            {current && !current.failed && hasReviews ? (
              <p className="ml-auto text-sm text-gray-700" aria-live="polite" data-testid="review-shown">
                {t('product.reviews.showing', { shown: current.reviews.length, total: current.total })}
              </p>
            ) : null}
          </div>

          {!current ? (
            <div className="flex justify-center py-10">
              <Spinner label={t('product.reviews.loading')} />
            </div>
          ) : current.reviews.length === 0 ? (
            <div className="py-10 text-center" data-testid="reviews-empty">
              <p className="font-semibold text-gray-900">
                {current.failed
                  ? t('product.reviews.failed')
                  : hasReviews
                    ? t('product.reviews.noMatch')
                    : t('product.reviews.none')}
              </p>
              <p className="mt-1 text-sm text-gray-700">
                {current.failed
                  ? t('product.reviews.failedHint')
                  : hasReviews
                    ? t('product.reviews.noMatchHint')
                    : t('product.reviews.noneHint')}
              </p>
            </div>
          ) : (
            <div data-testid="review-list">
              {current.reviews.map((review) => (
                <ReviewCard key={review._id} review={review} own={ownReview?._id === review._id} />
              ))}
            </div>
          )}

          {current && current.reviews.length < current.total ? (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                onClick={showMore}
                disabled={loadingMore}
                className="rounded-lg border border-indigo-600 px-5 py-2.5 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait"
              >
                {loadingMore ? t('product.reviews.loadingMore') : t('product.reviews.showMore')}
              </button>
            </div>
          ) : null}
        </div>
      </div>

      {modalOpen ? (
        <Suspense fallback={null}>
          <ReviewModal
            productId={productId}
            existing={ownReview ? { rating: ownReview.rating, comment: ownReview.comment } : null}
            onClose={() => setModalOpen(false)}
            onSaved={onSaved}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

import { X } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../i18n/shop-i18n';
import { formatCount } from '../../../domain/shared/money';
import { ratingChoices, type ProductFilters } from '../../lib/product-filters';
import { PriceRangeSlider } from './price-range-slider';
import { RatingIcons } from './rating-icons';

export interface NamedOption {
  _id: string;
  name: string;
}

/**
 * How many products of the current search and filters each choice would show (ADR 0036: each facet leaves out its
 * own filter, so the other brands keep their counts when one is chosen). Keys: category and sub category ids,
 * lower-cased brands.
 */
export interface FacetCounts {
  categories: Record<string, number>;
  subCategories: Record<string, number>;
  brands: Record<string, number>;
}

/**
 * "Samsung (1,24,000)"; the name alone when there are no counts (the list failed). formatCount, not toLocaleString:
 * each toLocaleString call builds a formatter, and the panel has one per category and brand (ADR 0042).
 */
function withCount(name: string, counts: Record<string, number> | undefined, key: string): string {
  return counts ? `${name} (${formatCount(counts[key] ?? 0)})` : name;
}

const selectClass =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600';
const labelClass = 'block text-sm font-semibold text-gray-900';

/**
 * rule:filter-panel: Category (All Categories), Sub Category (disabled until a
 * category is chosen), Brand (All Brands and the real brands, rule:brand-filter), Price Range, Minimum
 * Rating, then Clear All and Apply. rule:filter-behaviour: a category change applies at once (the route does
 * that through `onCategoryChange`); the other choices wait for Apply. Where it sits (inline, or
 * the small-screen drawer) is filter-drawer.tsx's.
 */
export interface FilterPanelProps {
  draft: ProductFilters;
  categories: NamedOption[];
  /** Sub categories of the chosen category. */
  subCategories: NamedOption[];
  brands: string[];
  /** False while the sub categories of a newly chosen category are on their way. */
  subCategoriesReady: boolean;
  onDraftChange: (next: ProductFilters) => void;
  onCategoryChange: (categoryId: string) => void;
  onApply: () => void;
  onClearAll: () => void;
  /** Present when the panel is the small-screen drawer; its close button has the focus first. */
  onClose?: () => void;
  /** Match counts per choice, shown after each name. */
  counts?: FacetCounts;
}

export function FilterPanel({
  draft,
  categories,
  subCategories,
  brands,
  subCategoriesReady,
  onDraftChange,
  onCategoryChange,
  onApply,
  onClearAll,
  onClose,
  counts,
}: FilterPanelProps) {
  const t = useT();
  const id = useId();
  const set = (patch: Partial<ProductFilters>) => onDraftChange({ ...draft, ...patch });
  const brandChoices = draft.brand && !brands.includes(draft.brand) ? [draft.brand, ...brands] : brands;

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <div className="flex items-center justify-between">
        <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
          {t('products.filters.title')}
        </h2>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            data-autofocus
            className="rounded-lg p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">{t('products.filters.close')}</span>
          </button>
        ) : null}
      </div>

      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {t('products.filters.category')}
        </label>
        <select
          id={`${id}-category`}
          value={draft.category}
          onChange={(e) => onCategoryChange(e.target.value)}
          className={selectClass}
        >
          <option value="">{t('products.filters.allCategories')}</option>
          {categories.map((c) => (
            <option key={c._id} value={c._id}>
              {withCount(c.name, counts?.categories, c._id)}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-sub-category`} className={labelClass}>
          {t('products.filters.subCategory')}
        </label>
        <select
          id={`${id}-sub-category`}
          value={draft.subCategory}
          onChange={(e) => set({ subCategory: e.target.value })}
          disabled={!draft.category || !subCategoriesReady}
          className={selectClass}
        >
          <option value="">{t('products.filters.allSubCategories')}</option>
          {draft.category && subCategoriesReady
            ? subCategories.map((s) => (
                <option key={s._id} value={s._id}>
                  {withCount(s.name, counts?.subCategories, s._id)}
                </option>
              ))
            : null}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-brand`} className={labelClass}>
          {t('products.filters.brand')}
        </label>
        <select
          id={`${id}-brand`}
          value={draft.brand}
          onChange={(e) => set({ brand: e.target.value })}
          className={selectClass}
        >
          <option value="">{t('products.filters.allBrands')}</option>
          {brandChoices.map((b) => (
            <option key={b} value={b}>
              {withCount(b, counts?.brands, b.toLowerCase())}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className={labelClass}>{t('products.filters.priceRange')}</legend>
        <div className="mt-2">
          <PriceRangeSlider
            min={draft.minPrice}
            max={draft.maxPrice}
            onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className={labelClass}>{t('products.filters.minRating')}</legend>
        <div className="mt-2 flex flex-col gap-1">
          {[...ratingChoices, 0].map((rating) => (
            <label
              key={rating}
              className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-gray-900 hover:bg-gray-50"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={rating}
                checked={draft.minRating === rating}
                onChange={() => set({ minRating: rating })}
                className="h-4 w-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              />
              {rating > 0 ? <RatingIcons value={rating} /> : null}
              <span>
                {rating > 0 ? t('products.filters.ratingAndUp', { rating }) : t('products.filters.allRatings')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex gap-3">
        <button
          type="button"
          onClick={onClearAll}
          className="flex-1 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('products.filters.clearAll')}
        </button>
        <button
          type="submit"
          className="flex-1 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('products.filters.apply')}
        </button>
      </div>
    </form>
  );
}

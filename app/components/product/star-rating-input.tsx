import { Star } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../i18n/shop-i18n';

/**
 * The review modal's 5-star rating (rule:review-form): real radio buttons under star pictures, so the
 * arrow keys work. Choosing the selected star again clears the rating to 0, and so does the
 * Clear button; 0 is what 'Please select a rating.' is about (rule:review-messages).
 */
export function StarRatingInput({
  value,
  onChange,
  describedBy,
  invalid,
}: {
  value: number;
  onChange: (value: number) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const t = useT();
  const name = useId();
  const labelId = useId();
  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-semibold text-gray-900">
          {t('product.rating.label')}
        </span>
        <button
          type="button"
          onClick={() => onChange(0)}
          disabled={value === 0}
          className="rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-default disabled:text-gray-600 disabled:no-underline"
        >
          {t('product.rating.clear')}
        </button>
      </div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="flex items-center gap-1"
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onClick={() => {
                // A click on the star already chosen takes the rating back to 0 (no change event fires then).
                if (value === n) onChange(0);
              }}
              className="peer sr-only"
              aria-label={t('product.stars', { count: n })}
            />
            <span className="block rounded p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-600">
              <Star
                aria-hidden="true"
                className={`h-8 w-8 ${n <= value ? 'fill-amber-400 text-amber-500' : 'fill-white text-gray-400'}`}
              />
            </span>
          </label>
        ))}
        <span className="ml-2 text-sm text-gray-700" data-testid="rating-value">
          {value === 0 ? t('product.rating.none') : t('product.rating.value', { value })}
        </span>
      </div>
    </div>
  );
}

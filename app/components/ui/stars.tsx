import { useT } from '../../i18n/shop-i18n';
import { StarIcon } from './star-icon';

/**
 * A read-only 1-5 star row with its value for screen readers ("4 out of 5 stars").
 * Partial stars round to the nearest whole star.
 */
export function Stars({ value, size = 16, className = '' }: { value: number; size?: number; className?: string }) {
  const t = useT();
  const filled = Math.round(value);
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`} role="img" aria-label={t('ui.stars', { value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          size={size}
          className={n <= filled ? 'fill-amber-400 text-amber-400' : 'fill-gray-200 text-gray-300'}
        />
      ))}
    </span>
  );
}

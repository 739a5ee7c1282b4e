import { StarIcon } from './star-icon';

/**
 * A read-only 1-5 star row with its value for screen readers ("4 out of 5 stars").
 * Partial stars round to the nearest whole star.
 */
export function Stars({ value, size = 16, className = '' }: { value: number; size?: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`} role="img" aria-label={`${value} out of 5 stars`}>
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

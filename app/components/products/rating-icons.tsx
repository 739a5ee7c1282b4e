import { StarIcon } from '../ui/star-icon';

/**
 * The stars beside a Minimum Rating choice: decoration only, so the radio's name stays the
 * words of rule:filter-panel ('4 & up').
 */
export function RatingIcons({ value }: { value: number }) {
  return (
    <span aria-hidden="true" className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          size={14}
          className={n <= value ? 'fill-amber-400 text-amber-400' : 'fill-gray-200 text-gray-300'}
        />
      ))}
    </span>
  );
}

/**
 * A 1-5 rating in the back office as text stars ("★★★★☆"), read as "4 out of 5 stars". Not the storefront's
 * `Stars`: sharing its icon would split that icon into a chunk of its own, one more request on every shopper's
 * first load (ADR 0030).
 */
export function RatingText({ value, className = '' }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className={`whitespace-nowrap tracking-tight ${className}`}>
      <span aria-hidden="true" className="text-amber-500">
        {'★'.repeat(filled)}
      </span>
      <span aria-hidden="true" className="text-gray-300">
        {'★'.repeat(5 - filled)}
      </span>
    </span>
  );
}

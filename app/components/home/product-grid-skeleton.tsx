/** rule:top-selling-section: 10 skeleton placeholders while the top selling products load. */
export const topSellingSkeletonCount = 10;

/** The product grid's columns: 2, 3 or 4 by width (rule:product-grid). Shared by the grid and its skeleton. */
export const productGridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-6';

/** Placeholders shaped like ProductCard (square picture, two title lines, a price), so nothing jumps when cards arrive. */
export function ProductGridSkeleton({
  count = topSellingSkeletonCount,
  label,
}: {
  count?: number;
  /** What is loading, for screen readers, in the page's language: "Loading top selling products". */
  label: string;
}) {
  return (
    <div role="status" aria-live="polite" data-testid="product-grid-skeleton">
      <span className="sr-only">{label}</span>
      <ul className={productGridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li
            key={i}
            className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
            data-testid="product-card-skeleton"
          >
            <div className="aspect-square bg-gray-200 motion-safe:animate-pulse" />
            <div className="flex flex-col gap-2 p-3">
              <div className="h-3.5 w-11/12 rounded bg-gray-200 motion-safe:animate-pulse" />
              <div className="h-3.5 w-2/3 rounded bg-gray-200 motion-safe:animate-pulse" />
              <div className="mt-2 h-4 w-1/3 rounded bg-gray-300 motion-safe:animate-pulse" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useT } from '../../i18n/shop-i18n';

/** Stands in for the summary until the page knows which items it shows (no flash of the wrong ones). */
export function OrderSummarySkeleton() {
  const t = useT();
  return (
    <div
      aria-busy="true"
      aria-label={t('checkout.loadingOrder')}
      role="status"
      data-testid="order-summary-skeleton"
      className="animate-pulse motion-reduce:animate-none"
    >
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-3 py-3">
          <div className="h-16 w-16 rounded-lg bg-gray-200" />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-3 w-3/4 rounded bg-gray-200" />
            <div className="h-3 w-1/2 rounded bg-gray-200" />
          </div>
        </div>
      ))}
      <div className="mt-2 space-y-2 border-t border-gray-200 pt-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-3 rounded bg-gray-200" />
        ))}
      </div>
    </div>
  );
}

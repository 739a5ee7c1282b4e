import { useT } from '../../i18n/shop-i18n';

/** The loading spinner (rule:product-grid: "a spinner while it loads"). */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <span role="status" className="inline-flex items-center justify-center" data-testid="spinner">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"
      />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}

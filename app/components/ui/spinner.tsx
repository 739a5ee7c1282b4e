/** The loading spinner (rule:product-grid: "a spinner while it loads"). */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center justify-center" data-testid="spinner">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

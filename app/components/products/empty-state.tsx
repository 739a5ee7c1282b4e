import { PackageSearch } from 'lucide-react';
import { useT } from '../../i18n/shop-i18n';

/** rule:empty-product-list, word for word; the button does what Clear All does. */
export function EmptyState({ onClearAll }: { onClearAll: () => void }) {
  const t = useT();
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center"
      data-testid="empty-state"
    >
      <PackageSearch aria-hidden="true" className="h-12 w-12 text-gray-400" />
      <h2 className="mt-4 text-lg font-bold text-gray-900">{t('products.empty.title')}</h2>
      <p className="mt-2 max-w-md text-sm text-gray-600">{t('products.empty.text')}</p>
      <button
        type="button"
        onClick={onClearAll}
        className="mt-6 rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t('products.empty.clearAll')}
      </button>
    </div>
  );
}

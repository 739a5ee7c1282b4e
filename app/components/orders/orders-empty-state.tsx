import { PackageOpen } from 'lucide-react';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';

/** A shopper without orders is sent shopping rather than shown an empty list. */
export function OrdersEmptyState() {
  const t = useT();
  return (
    <div
      className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
      data-testid="orders-empty"
    >
      <PackageOpen aria-hidden="true" className="mx-auto h-14 w-14 text-indigo-300" />
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{t('orders.empty.title')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('orders.empty.text')}</p>
      <Link
        to="/products"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t('orders.empty.startShopping')}
      </Link>
    </div>
  );
}

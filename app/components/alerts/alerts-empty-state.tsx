import { Mail } from 'lucide-react';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';

/** No alerts: how to get one, and a way to the products. */
export function AlertsEmptyState() {
  const t = useT();
  return (
    <div
      className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
      data-testid="alerts-empty"
    >
      <Mail aria-hidden="true" className="mx-auto h-14 w-14 text-indigo-300" />
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{t('alerts.empty.title')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('alerts.empty.text')}</p>
      <Link
        to="/products"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t('alerts.empty.browse')}
      </Link>
    </div>
  );
}

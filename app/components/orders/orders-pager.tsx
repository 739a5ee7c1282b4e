import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-indigo-600 px-4 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The list shows 100 orders a page (domain/orders/list-my-orders.ts); older ones are a link away. */
export function OrdersPager({ page, hasOlder }: { page: number; hasOlder: boolean }) {
  const t = useT();
  if (page === 1 && !hasOlder) return null;
  return (
    <nav aria-label={t('orders.pager.label')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={page === 2 ? '/orders' : `/orders?page=${page - 1}`} className={linkClass} data-testid="orders-newer">
          {t('orders.pager.newer')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-700">{t('orders.pager.page', { page })}</span>
      {hasOlder ? (
        <Link to={`/orders?page=${page + 1}`} className={linkClass} data-testid="orders-older">
          {t('orders.pager.older')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

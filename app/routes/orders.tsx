import { countMyOrders } from '../../domain/orders/count-my-orders';
import { listMyOrders } from '../../domain/orders/list-my-orders';
import { myOrdersQuerySchema } from '../../domain/schemas/orders';
import type { Route } from './+types/orders';
import { OrderCard } from '../components/orders/order-card';
import { OrderCounters } from '../components/orders/order-counters';
import { OrdersEmptyState } from '../components/orders/orders-empty-state';
import { OrdersPager } from '../components/orders/orders-pager';
import { requireShopper } from '../lib/require-shopper';
import { pageMeta } from '../lib/seo';
import { translatorFromMatches, useT } from '../i18n/shop-i18n';

/** As many orders as the API gives in one page (domain/schemas/orders.ts). */
const ordersPerPage = 100;

/**
 * rule:my-orders (/orders): the signed-in shopper's orders, newest first, with counters over
 * all of them. rule:sign-in-required: a guest goes to sign in and comes back. A page number past the end
 * (or not a number) shows the first page rather than an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireShopper({ request, context });
  const { db } = context.shop;
  const parsed = myOrdersQuerySchema.safeParse({ page: new URL(request.url).searchParams.get('page') ?? undefined });
  const counts = await countMyOrders(db, user.id);
  const lastPage = Math.max(1, Math.ceil(counts.total / ordersPerPage));
  const page = parsed.success ? Math.min(parsed.data.page, lastPage) : 1;
  const orders = await listMyOrders(db, user.id, { page, limit: ordersPerPage });
  return { orders, counts, page, hasOlder: page < lastPage };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return pageMeta(matches, {
    title: t('orders.myOrders'),
    description: t('orders.meta.listDescription'),
    path: '/orders',
    noindex: true,
  });
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders, counts, page, hasOlder } = loaderData;
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('orders.myOrders')}</h1>
      <div className="mt-6">
        <OrderCounters counts={counts} />
      </div>
      <div className="mt-8">
        {orders.length === 0 ? (
          <OrdersEmptyState />
        ) : (
          <>
            <ul className="flex flex-col gap-4" aria-label={t('orders.list.label')}>
              {orders.map((order) => (
                <li key={order._id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
            <OrdersPager page={page} hasOlder={hasOlder} />
          </>
        )}
      </div>
    </div>
  );
}

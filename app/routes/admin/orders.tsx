import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/orders';
import { listAdminOrders } from '../../../domain/orders/list-admin-orders';
import { adminOrdersQuerySchema } from '../../../domain/schemas/admin-orders';
import { formatCount } from '../../../domain/shared/money';
import { BulkActionBar } from '../../components/admin/orders/bulk-action-bar';
import { OrderFilters } from '../../components/admin/orders/order-filters';
import { OrdersTable } from '../../components/admin/orders/orders-table';
import { ordersHref } from '../../components/admin/orders/orders-url';
import { StatusTabs } from '../../components/admin/orders/status-tabs';
import { requireStaff } from '../../lib/require-staff';
import { parseListQuery } from '../../lib/list-query';

/**
 * /admin/orders (rule:admin-orders): every order, newest first, paged on the server; status tabs with
 * counts, filters and search in the URL, and bulk moves of the chosen orders.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { query, problem } = parseListQuery(adminOrdersQuerySchema, args.request);
  return { list: await listAdminOrders(args.context.shop.db, query), status: query.status, problem };
}

export function meta() {
  return [{ title: 'Orders · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { list, status, problem } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
  // Only orders still on the page stay chosen after a reload of the data.
  const chosen = useMemo(() => list.orders.filter((o) => selectedIds.has(o.id)), [list.orders, selectedIds]);
  const selected = useMemo(() => new Set(chosen.map((o) => o.id)), [chosen]);

  function toggle(id: string) {
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">Orders</h1>
      <StatusTabs search={search} active={status} counts={list.counts} countsTotal={list.countsTotal} />
      <OrderFilters search={search} />
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem} Showing every order instead.
        </p>
      ) : null}
      <BulkActionBar chosen={chosen} onDone={() => setSelectedIds(new Set())} />
      <p className="text-sm text-gray-700" aria-live="polite">
        {formatCount(list.total)} {list.total === 1 ? 'order' : 'orders'}
        {list.total > 0 ? ` · page ${list.page} of ${list.totalPages}` : ''}
      </p>
      {list.orders.length > 0 ? (
        <OrdersTable
          orders={list.orders}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(all) => setSelectedIds(all ? new Set(list.orders.map((o) => o.id)) : new Set())}
        />
      ) : (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">No orders match.</p>
      )}
      {list.totalPages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          {list.page > 1 ? (
            <Link to={ordersHref(search, { page: String(list.page - 1) })} className="text-blue-700 underline">
              Newer orders
            </Link>
          ) : (
            <span />
          )}
          {list.page < list.totalPages ? (
            <Link to={ordersHref(search, { page: String(list.page + 1) })} className="text-blue-700 underline">
              Older orders
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

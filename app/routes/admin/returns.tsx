import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/returns';
import { listActiveCouriers } from '../../../domain/couriers/list-active-couriers';
import { listAdminReturns } from '../../../domain/returns/list-admin-returns';
import { adminReturnsQuerySchema } from '../../../domain/schemas/admin-returns';
import { formatCount } from '../../../domain/shared/money';
import type { ReturnStatus } from '../../../domain/shared/return-request-rules';
import { GetForm } from '../../components/admin/get-form';
import { PageLinks } from '../../components/admin/page-links';
import { ReturnCard } from '../../components/admin/returns/return-card';
import { useStaffWrite } from '../../components/admin/use-staff-write';
import { requireStaff } from '../../lib/require-staff';
import { parseListQuery } from '../../lib/list-query';

/** The queue's tabs: the statuses that wait for staff, then the ends, then everything. */
const tabs: (ReturnStatus | null)[] = [
  'Requested',
  'Approved',
  'Pickup scheduled',
  'Picked up',
  'Received',
  'Exchange shipped',
  'Refunded',
  'Exchange delivered',
  'Rejected',
  'Cancelled',
  null,
];

/**
 * /admin/returns (rule:return-requests): return and size exchange requests, newest first, by status with counts and
 * searchable (R-5001, #100023, a name, a phone or an item), each with the steps allowed now; the requests waiting can
 * be approved together. A query the API would refuse shows the first page of every request.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { query, problem } = parseListQuery(adminReturnsQuerySchema, args.request);
  const [list, couriers] = await Promise.all([
    listAdminReturns(args.context.shop.db, query),
    listActiveCouriers(args.context.shop.db),
  ]);
  return { list, couriers, status: query.status ?? null, q: query.q ?? '', problem };
}

export function meta() {
  return [{ title: 'Returns · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  const { list, couriers, status, q, problem } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
  const chosen = useMemo(
    () => list.returns.filter((r) => selectedIds.has(r.id) && r.status === 'Requested'),
    [list.returns, selectedIds],
  );
  const { send, busy } = useStaffWrite();
  const allCount = Object.values(list.counts).reduce((a, b) => a + b, 0);
  const hrefOf = (tab: ReturnStatus | null) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    if (tab) next.set('status', tab);
    else next.delete('status');
    return `/admin/returns?${next.toString()}`;
  };

  function toggle(id: string) {
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <section aria-labelledby="returns-heading" className="space-y-4">
      <h1 id="returns-heading" className="text-2xl font-bold text-gray-900">
        Returns
      </h1>
      <nav aria-label="Return status" className="relative overflow-x-auto">
        <ul className="flex gap-1 border-b border-gray-200">
          {tabs.map((tab) => {
            const current = tab === status;
            return (
              <li key={tab ?? 'all'}>
                <Link
                  to={hrefOf(tab)}
                  aria-current={current ? 'page' : undefined}
                  className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${
                    current ? 'border-blue-600 text-blue-700' : 'border-transparent text-gray-700 hover:text-gray-900'
                  }`}
                >
                  {tab ?? 'All'}{' '}
                  <span className="ml-1 rounded-full bg-gray-100 px-2 text-xs text-gray-800">
                    {formatCount(tab ? (list.counts[tab] ?? 0) : allCount)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <GetForm className="flex flex-wrap items-end gap-2" role="search" aria-label="Search returns">
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <label className="text-sm font-medium text-gray-900">
          Search
          <input
            name="q"
            defaultValue={q}
            placeholder="R-5001, #100023, name, phone or item"
            className="mt-1 block min-h-10 w-72 max-w-full rounded-md border border-gray-300 px-3 text-sm"
          />
        </label>
        <button type="submit" className="min-h-10 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white">
          Search
        </button>
      </GetForm>
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem} Showing every request instead.
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-blue-50 p-3" data-testid="returns-bulk-bar">
          <span className="text-sm text-gray-900">{`${chosen.length} chosen`}</span>
          <button
            type="button"
            disabled={busy}
            className="min-h-10 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white disabled:opacity-60"
            onClick={() =>
              void send({ path: 'returns/bulk-status', body: { ids: chosen.map((r) => r.id), to: 'Approved' } }).then(
                () => setSelectedIds(new Set()),
              )
            }
          >
            Approve chosen
          </button>
        </div>
      ) : null}
      <p className="text-sm text-gray-700" aria-live="polite">
        {formatCount(list.total)} {list.total === 1 ? 'request' : 'requests'}
        {list.total > 0 ? ` · page ${list.page} of ${list.totalPages}` : ''}
      </p>
      {list.returns.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">No requests here.</p>
      ) : (
        <div className="space-y-3">
          {list.returns.map((request) => (
            <ReturnCard
              key={request.id}
              request={request}
              couriers={couriers}
              selected={selectedIds.has(request.id)}
              onToggle={() => toggle(request.id)}
            />
          ))}
        </div>
      )}
      <PageLinks page={list.page} totalPages={list.totalPages} label="Return pages" />
    </section>
  );
}

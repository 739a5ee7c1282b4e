import { Link } from 'react-router';
import type { Route } from './+types/confirmations';
import { CallOutcomeForm } from '../../components/admin/orders/call-outcome-form';
import { formatDateTime } from '../../lib/format';
import { requireStaff } from '../../lib/require-staff';
import { listConfirmationQueue } from '../../../domain/orders/list-confirmation-queue';
import { confirmationQueueQuerySchema } from '../../../domain/schemas/admin-confirmations';
import { parseListQuery } from '../../lib/list-query';
import { formatCount, formatRupees } from '../../../domain/shared/money';
import { callOutcomeLabels } from '../../../domain/shared/order-transitions';
import { ScrollBox } from '../../components/admin/scroll-box';

const perPage = 25;

/**
 * /admin/confirmations (rule:confirmation-queue): Placed orders waiting for their confirmation call, oldest
 * first, a page at a time. Each row has a tap-to-call link, the calls made so far and the last outcome, and the
 * three outcomes; a confirmed or cancelled order leaves the queue when the page reloads its data. A page past
 * the end (or not a number) shows the last (or first) page rather than an error.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const { db } = args.context.shop;
  const wanted = parseListQuery(confirmationQueueQuerySchema, args.request).query.page;
  let queue = await listConfirmationQueue(db, { page: wanted, limit: perPage });
  const lastPage = Math.max(1, Math.ceil(queue.total / perPage));
  if (wanted > lastPage) queue = await listConfirmationQueue(db, { page: lastPage, limit: perPage });
  return { queue, lastPage };
}

export function meta() {
  return [{ title: 'Confirmation calls · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function ConfirmationsPage({ loaderData }: Route.ComponentProps) {
  const { queue, lastPage } = loaderData;
  return (
    <section aria-labelledby="confirmations-heading">
      <h1 id="confirmations-heading" className="text-2xl font-bold text-gray-900">
        Confirmation calls
      </h1>
      <p className="mt-1 text-sm text-gray-700">
        {queue.total === 0
          ? 'No order is waiting for its call.'
          : `${formatCount(queue.total)} order${queue.total === 1 ? '' : 's'} waiting for a call, oldest first.`}
      </p>

      {queue.items.length > 0 ? (
        <ScrollBox label="Orders to confirm" className="mt-4 rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
            <caption className="sr-only">Placed orders waiting for their confirmation call</caption>
            <thead className="bg-gray-50 text-gray-900">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Order
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Placed
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Shopper
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Total
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Calls
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Record the call
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 text-gray-900">
              {queue.items.map((order) => (
                <tr key={order.id} className="align-top">
                  <th scope="row" className="whitespace-nowrap px-3 py-3 font-semibold">
                    #{order.orderNumber}
                    <span className="block text-xs font-normal text-gray-700">
                      {order.itemCount} item{order.itemCount === 1 ? '' : 's'} · {order.paymentMethod}
                    </span>
                  </th>
                  <td className="whitespace-nowrap px-3 py-3">
                    <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
                  </td>
                  <td className="px-3 py-3">
                    <span className="block">{order.fullName}</span>
                    <a
                      href={`tel:+91${order.phone}`}
                      className="inline-flex min-h-11 items-center font-semibold text-indigo-700 underline underline-offset-2"
                      aria-label={`Call ${order.fullName} on ${order.phone}`}
                    >
                      {order.phone}
                    </a>
                  </td>
                  <td className="whitespace-nowrap px-3 py-3 text-right">{formatRupees(order.total, 2)}</td>
                  <td className="px-3 py-3">
                    <span className="block">
                      {order.callAttempts === 0 ? 'Not called yet' : `${order.callAttempts} made`}
                    </span>
                    {order.lastOutcome && order.lastCallAt ? (
                      <span className="block text-xs text-gray-700">
                        Last: {callOutcomeLabels[order.lastOutcome]},{' '}
                        <time dateTime={order.lastCallAt}>{formatDateTime(order.lastCallAt)}</time>
                        {order.lastNote ? ` · ${order.lastNote}` : ''}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-3">
                    <CallOutcomeForm orderId={order.id} orderNumber={order.orderNumber} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : null}

      {lastPage > 1 ? (
        <nav aria-label="Queue pages" className="mt-4 flex items-center gap-3 text-sm">
          {queue.page > 1 ? (
            <Link
              to={`?page=${queue.page - 1}`}
              className="inline-flex min-h-11 items-center font-semibold text-indigo-700"
            >
              Previous page
            </Link>
          ) : null}
          <span className="text-gray-700">
            Page {queue.page} of {lastPage}
          </span>
          {queue.page < lastPage ? (
            <Link
              to={`?page=${queue.page + 1}`}
              className="inline-flex min-h-11 items-center font-semibold text-indigo-700"
            >
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

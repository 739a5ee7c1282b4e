import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { Link } from '../i18n/link';
import { indiaToday } from '../../domain/delivery/india-today';
import { getOrder } from '../../domain/orders/get-order';
import { listOrderReturns } from '../../domain/returns/list-order-returns';
import { returnChoices } from '../../domain/returns/return-choices';
import type { Route } from './+types/order';
import { OrderActions } from '../components/orders/order-actions';
import { OrderLineItem } from '../components/orders/order-line-item';
import { OrderProgress } from '../components/orders/order-progress';
import { formatDateTime } from '../lib/format';
import { translatorFromMatches, useLocale, useT } from '../i18n/shop-i18n';
import { OrderStatusBadge } from '../components/orders/order-status-badge';
import { lineReturnText, promiseText } from '../components/orders/order-status';
import { OrderSummary } from '../components/orders/order-summary';
import { OrderReturns } from '../components/returns/order-returns';
import { ShipmentCard } from '../components/orders/shipment-card';
import { ShippingAddressCard } from '../components/orders/shipping-address-card';
import { TrackingTimeline } from '../components/orders/tracking-timeline';
import { NotFoundOrRetry } from '../components/shop/not-found-or-retry';
import { loadByIdOr404 } from '../lib/http';
import { requireShopper } from '../lib/require-shopper';
import { pageMeta } from '../lib/seo';

/**
 * rule:order-page: /order/{id} is the signed-in shopper's own order. A guest signs in first and
 * comes back (rule:sign-in-required). Another shopper's order, an unknown id and a malformed id are all
 * the not-found page with HTTP 404, so an id tells nothing about orders that are not yours.
 * The promised day's line (rule:delivery-promise) is worked out here, by India's day on the database's clock (as the
 * back office's Late mark), so the page and its hydration agree on whether that day has passed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireShopper({ request, context });
  const order = await loadByIdOr404(params.id, (orderId) => getOrder(context.shop.db, user.id, orderId));
  const today = await indiaToday(context.shop.db);
  // Returns and exchanges (rule:return-requests): only a delivered order has any, so others skip both reads.
  const delivered = order.orderStatus === 'Delivered';
  const [returnRequests, choices] = delivered
    ? await Promise.all([
        listOrderReturns(context.shop.db, user.id, order._id),
        returnChoices(context.shop.db, order, today),
      ])
    : [[], []];
  return {
    returnRequests,
    choices,
    order,
    // The promised day's line and each line's return window are said in the page's language, on India's today by
    // the database's clock (rule:delivery-promise, rule:return-window).
    today,
  };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  if (!loaderData) return [{ title: t('orders.meta.notFound') }, { name: 'robots', content: 'noindex' }];
  return pageMeta(matches, {
    title: t('orders.orderNumber', { number: String(loaderData.order.orderNumber) }),
    description: t('orders.meta.orderDescription'),
    path: `/order/${params.id}`,
    noindex: true,
  });
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order, today, returnRequests, choices } = loaderData;
  const t = useT();
  const locale = useLocale();
  const promise = promiseText(order.orderStatus, order.promisedBy, today, t);
  const timeline = useRef<HTMLElement>(null);
  const status = useRef<HTMLDivElement>(null);

  function trackPackage() {
    const node = timeline.current;
    if (!node) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    node.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    node.focus({ preventScroll: true });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Link
        to="/orders"
        className="inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('orders.myOrders')}
      </Link>

      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          {t('orders.orderNumber', { number: String(order.orderNumber) })}
        </h1>
        <OrderStatusBadge status={order.orderStatus} testId="order-status" />
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {t('orders.placedOn')} <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
      </p>
      {promise ? (
        <p className="mt-1 text-sm font-semibold text-gray-900" data-testid="order-promise">
          {promise}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderProgress order={order} ref={status} />
          <section
            aria-labelledby="order-items-heading"
            className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
            data-testid="order-items"
          >
            <h2 id="order-items-heading" className="text-lg font-bold text-gray-900">
              {t('orders.items')}
            </h2>
            <ul className="mt-1 divide-y divide-gray-100">
              {order.orderItems.map((line) => (
                <OrderLineItem
                  key={line._id}
                  line={line}
                  showOptions
                  returnText={lineReturnText(line, order, today, t)}
                />
              ))}
            </ul>
          </section>
          <OrderReturns orderId={order._id} lines={order.orderItems} choices={choices} requests={returnRequests} />
          <TrackingTimeline history={order.statusHistory} ref={timeline} />
        </div>

        <div className="flex flex-col gap-6">
          <OrderActions order={order} onTrack={trackPackage} onCancelled={() => status.current?.focus()} />
          {order.shipment ? <ShipmentCard shipment={order.shipment} /> : null}
          <OrderSummary order={order} />
          <ShippingAddressCard address={order.shippingAddress} />
        </div>
      </div>
    </div>
  );
}

/** Not found (404) for ids that are not the shopper's order; a failed load offers Retry. */
export function ErrorBoundary() {
  return <NotFoundOrRetry what="order" />;
}

import { Link } from 'react-router';
import type { Route } from './+types/order';
import { listActiveCouriers } from '../../../domain/couriers/list-active-couriers';
import { listCourierDaysToZone } from '../../../domain/delivery/list-courier-days-to-zone';
import { getAdminOrder } from '../../../domain/orders/get-admin-order';
import { listOrderAttempts } from '../../../domain/orders/list-order-attempts';
import {
  OrderCustomerCard,
  OrderHistoryCard,
  OrderItemsCard,
  OrderShipmentCard,
} from '../../components/admin/orders/order-detail-sections';
import { CallAttemptsPanel } from '../../components/admin/orders/call-attempts-panel';
import { DeliveryAttemptsPanel } from '../../components/admin/orders/delivery-attempts-panel';
import { OrderMoves } from '../../components/admin/orders/order-moves';
import { OrderPromiseCard } from '../../components/admin/orders/order-promise-card';
import { OrderStatusPill } from '../../components/admin/orders/order-status-pill';
import { formatDateTime } from '../../lib/format';
import { loadByIdOr404 } from '../../lib/http';
import { requireStaff } from '../../lib/require-staff';

/**
 * /admin/orders/{id} (rule:admin-orders): one order as staff work on it, with the moves the state machine
 * allows now (rule:order-state-machine). Unknown and malformed ids are the not-found page.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const db = args.context.shop.db;
  const order = await loadByIdOr404(args.params.id, (id) => getAdminOrder(db, id));
  const shipping = order.moves.some((m) => m.needsShipment);
  const couriers = shipping ? await listActiveCouriers(db) : [];
  // rule:delivery-zones: each courier's own days to the order's zone, beside its name in the ship form.
  const courierDays = shipping && order.delivery.zone ? await listCourierDaysToZone(db, order.delivery.zone) : {};
  const attempts = await listOrderAttempts(db, order.id);
  return { order, couriers, courierDays, attempts };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Order #${loaderData.order.orderNumber} · Back office` : 'Order not found';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order, couriers, courierDays, attempts } = loaderData;
  return (
    <section className="space-y-4">
      <Link to="/admin/orders" className="text-sm text-blue-700 underline">
        ← All orders
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Order #{order.orderNumber}</h1>
        <OrderStatusPill status={order.status} />
        <span className="text-sm text-gray-700">Placed {formatDateTime(order.createdAt)}</span>
        <span className="flex gap-3 text-sm">
          <Link to={`/admin/orders/${order.id}/packing-slip`} className="text-blue-700 underline">
            Packing slip
          </Link>
          {order.invoiceNumber ? (
            <Link to={`/admin/orders/${order.id}/invoice`} className="text-blue-700 underline">
              Tax invoice
            </Link>
          ) : null}
        </span>
      </div>
      <section aria-labelledby="moves-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="moves-heading" className="mb-2 text-base font-semibold text-gray-900">
          Move the order
        </h2>
        <OrderMoves
          key={order.status}
          orderId={order.id}
          status={order.status}
          moves={order.moves}
          couriers={couriers}
          courierDays={courierDays}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          <OrderItemsCard order={order} />
          <OrderHistoryCard order={order} />
        </div>
        <div className="min-w-0 space-y-4">
          <OrderCustomerCard order={order} />
          <OrderShipmentCard order={order} />
          <OrderPromiseCard order={order} />
          {order.status === 'Placed' || attempts.calls.length > 0 ? (
            <CallAttemptsPanel
              orderId={order.id}
              orderNumber={order.orderNumber}
              status={order.status}
              attempts={attempts.calls}
            />
          ) : null}
          {order.status === 'In Transit' || attempts.deliveries.length > 0 ? (
            <DeliveryAttemptsPanel orderId={order.id} status={order.status} attempts={attempts.deliveries} />
          ) : null}
        </div>
      </div>
    </section>
  );
}

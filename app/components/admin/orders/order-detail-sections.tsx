import { Link } from 'react-router';
import { formatRupees } from '../../../../domain/shared/money';
import { paymentMethodLabels } from '../../../../domain/shared/order-rules';
import type { AdminOrderDetail } from '../../../../domain/views/admin-orders';
import { formatDateTime } from '../../../lib/format';
import { OrderStatusPill } from './order-status-pill';
import { ScrollBox } from '../scroll-box';

const card = 'rounded-lg border border-gray-200 bg-white p-4';
const heading = 'text-base font-semibold text-gray-900';

/** The lines as sold, with options, prices and the GST snapshot, then the server's totals. */
export function OrderItemsCard({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="items-heading" className={card}>
      <h2 id="items-heading" className={heading}>
        Items
      </h2>
      <ScrollBox label="Items" className="mt-2">
        <table className="min-w-full text-sm">
          <thead className="text-left text-xs uppercase text-gray-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Product
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Qty
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Price
              </th>
              <th scope="col" className="py-2 pr-3">
                GST
              </th>
              <th scope="col" className="py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {order.items.map((item) => {
              const options = Object.entries(item.options).filter(([, v]) => v !== '');
              return (
                <tr key={item.id}>
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <div className="font-medium text-gray-900">{item.title}</div>
                    {options.length > 0 ? (
                      <div className="text-xs text-gray-700">{options.map(([k, v]) => `${k}: ${v}`).join(' · ')}</div>
                    ) : null}
                  </th>
                  <td className="py-2 pr-3 text-right">{item.quantity}</td>
                  <td className="whitespace-nowrap py-2 pr-3 text-right">
                    {formatRupees(item.salePrice, 2)}
                    {item.discount > 0 ? (
                      <div className="text-xs text-gray-700">
                        <s>{formatRupees(item.unitPrice, 2)}</s> −{item.discount}%
                      </div>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap py-2 pr-3 text-gray-800">
                    {item.hsnCode ? `HSN ${item.hsnCode}, ` : ''}
                    {item.gstRatePercent}%
                  </td>
                  <td className="whitespace-nowrap py-2 text-right">{formatRupees(item.lineTotal, 2)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-gray-200 pt-3 text-sm">
        <dt className="text-gray-700">Subtotal</dt>
        <dd className="text-right">{formatRupees(order.totals.subtotal, 2)}</dd>
        <dt className="text-gray-700">Savings</dt>
        <dd className="text-right">−{formatRupees(order.totals.savings, 2)}</dd>
        <dt className="text-gray-700">Shipping</dt>
        <dd className="text-right">{formatRupees(order.totals.shipping, 2)}</dd>
        <dt className="font-semibold text-gray-900">Total ({paymentMethodLabels[order.paymentMethod]})</dt>
        <dd className="text-right font-semibold text-gray-900">{formatRupees(order.totals.total, 2)}</dd>
      </dl>
    </section>
  );
}

/** Where it goes (with a tap-to-call phone) and who ordered it. */
export function OrderCustomerCard({ order }: { order: AdminOrderDetail }) {
  const a = order.shippingAddress;
  return (
    <section aria-labelledby="customer-heading" className={card}>
      <h2 id="customer-heading" className={heading}>
        Delivery and customer
      </h2>
      <address className="mt-2 text-sm not-italic text-gray-900">
        <div className="font-medium">{a.fullName}</div>
        <div>{a.addressLine}</div>
        <div>
          {a.city}, {a.state} {a.pincode}
        </div>
        <a href={`tel:+91${a.phone}`} className="mt-1 inline-block min-h-10 py-2 font-semibold text-blue-700 underline">
          Call {a.phone}
        </a>
        {order.email ? <div className="text-gray-700">{order.email}</div> : null}
      </address>
      <div className="mt-3 border-t border-gray-200 pt-3 text-sm text-gray-800">
        <div>
          Account: <span className="font-medium text-gray-900">{order.shopper.fullName}</span>
        </div>
        <div>{order.shopper.email}</div>
        {order.shopper.phone ? <div>Account phone: {order.shopper.phone}</div> : null}
        <div>
          {order.shopper.otherOrders === 0
            ? 'First order'
            : `${order.shopper.otherOrders} other ${order.shopper.otherOrders === 1 ? 'order' : 'orders'}`}
        </div>
        {/* rule:admin-customers: the shopper's profile, every order and lifetime value. */}
        <Link to={`/admin/customers/${order.shopper.id}`} className="mt-1 inline-block text-blue-700 underline">
          Customer page
        </Link>
      </div>
    </section>
  );
}

/** The courier, tracking link and invoice number, once shipped; the closing reason, once closed. */
export function OrderShipmentCard({ order }: { order: AdminOrderDetail }) {
  const s = order.shipment;
  return (
    <section aria-labelledby="shipment-heading" className={card}>
      <h2 id="shipment-heading" className={heading}>
        Shipment
      </h2>
      {s.courierName ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-700">Courier</dt>
          <dd>{s.courierName}</dd>
          <dt className="text-gray-700">Tracking</dt>
          <dd>
            {s.trackingUrl ? (
              <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline">
                {s.trackingNumber}
              </a>
            ) : (
              s.trackingNumber
            )}
          </dd>
          {s.shippedAt ? (
            <>
              <dt className="text-gray-700">Shipped</dt>
              <dd>{formatDateTime(s.shippedAt)}</dd>
            </>
          ) : null}
          {s.deliveredAt ? (
            <>
              <dt className="text-gray-700">Delivered</dt>
              <dd>{formatDateTime(s.deliveredAt)}</dd>
            </>
          ) : null}
          {order.invoiceNumber ? (
            <>
              <dt className="text-gray-700">Invoice</dt>
              <dd>{order.invoiceNumber}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-gray-700">Not shipped yet.</p>
      )}
      {order.closingReason ? (
        <p className="mt-2 text-sm text-gray-900">
          <span className="font-medium">Reason:</span> {order.closingReason}
        </p>
      ) : null}
    </section>
  );
}

/** The status history with who moved the order and why (the calls and failed deliveries have their own panels). */
export function OrderHistoryCard({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="history-heading" className={card}>
      <h2 id="history-heading" className={heading}>
        History
      </h2>
      <ol className="mt-2 space-y-2 text-sm">
        {order.history.map((h, i) => (
          <li key={i} className="flex flex-wrap items-baseline gap-x-2">
            <OrderStatusPill status={h.status} />
            <span className="text-gray-800">{formatDateTime(h.createdAt)}</span>
            <span className="text-gray-700">by {h.staffName ?? 'the shopper or the shop'}</span>
            {h.note ? <span className="w-full text-gray-900">{h.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

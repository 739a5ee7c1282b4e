import type { OrderStatus } from '../../../../domain/shared/order-rules';

const colors: Record<OrderStatus, string> = {
  Placed: 'bg-amber-100 text-amber-900',
  Processing: 'bg-blue-100 text-blue-900',
  'In Transit': 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-green-100 text-green-900',
  Cancelled: 'bg-gray-200 text-gray-900',
  Returned: 'bg-red-100 text-red-900',
};

/** An order's status as a small label; the text carries the meaning, the colour only helps. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${colors[status]}`}>
      {status}
    </span>
  );
}

import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { useRevalidator } from 'react-router';
import type { Order } from '../../../domain/views/orders';
import { api, ApiError, errorMessage } from '../../lib/api';
import { clearCheckoutDraft } from '../../lib/checkout-draft';
import { placeOrderBody, type ShippingValues } from '../../lib/checkout-form';
import type { CheckoutSummary } from '../../lib/checkout-summary';
import { answerWasInconclusive, createOrderAttempts } from '../../lib/order-attempts';

/** rule:complete-order: about 1 s before Order Placed! and the popup. */
export const orderPlacedDelayMs = 1000;

/**
 * Refusals about the order itself, which the shopper fixes by changing it or waiting: a stock shortfall
 * naming the product (rule:no-overselling), units of one product (rule:quantity-limits), orders still
 * waiting for confirmation (rule:open-cod-orders), the cash-on-delivery ceiling (rule:cod-order-ceiling), and an
 * address the shop cannot deliver to or take cash at (rule:delivery-promise, rule:cod-by-pin, rule:cod-by-zone).
 */
const orderProblemCodes: ReadonlySet<string> = new Set([
  'INSUFFICIENT_STOCK',
  'QUANTITY_LIMIT',
  'TOO_MANY_OPEN_ORDERS',
  'ORDER_TOO_LARGE',
  'NOT_SERVICEABLE',
  'COD_NOT_AVAILABLE',
]);

/** What the success popup shows of the order the server placed (domain/views/orders.ts). */
export type PlacedOrder = Pick<Order, '_id' | 'orderNumber' | 'totalAmount' | 'itemCount' | 'email' | 'promisedBy'>;

export type PlaceOrderState =
  | { phase: 'idle' }
  /** The summary being ordered stays on screen while the cart empties behind it. */
  | { phase: 'processing'; summary: CheckoutSummary }
  | { phase: 'placed'; summary: CheckoutSummary; order: PlacedOrder };

/**
 * Complete Order (rule:complete-order, rule:order-api orders/place; rule:server-prices-orders,
 * rule:failures-shown, rule:no-overselling). One click places one order: a second click while the first runs
 * does nothing, and each attempt carries an Idempotency-Key (lib/order-attempts.ts), so even a retried
 * request cannot place it twice. On success the cart reloads (the header badge drops) and the draft is
 * forgotten; on failure the button comes back with the server's message, and a refusal of the order itself
 * (stock, units, open orders, the COD ceiling) is also kept for the page to show beside the summary.
 */
export function usePlaceOrder() {
  const { revalidate } = useRevalidator();
  const [attempts] = useState(createOrderAttempts);
  const running = useRef(false);
  const [state, setState] = useState<PlaceOrderState>({ phase: 'idle' });
  const [orderProblem, setOrderProblem] = useState<string | null>(null);

  const place = async (summary: CheckoutSummary, values: ShippingValues) => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'processing', summary });
    setOrderProblem(null);
    const body = placeOrderBody(summary, values);
    const key = attempts.keyFor(JSON.stringify(body));
    try {
      const res = await api<Order>('orders/place', { method: 'POST', body, headers: { 'Idempotency-Key': key } });
      attempts.finish();
      clearCheckoutDraft();
      void revalidate();
      await new Promise((resolve) => setTimeout(resolve, orderPlacedDelayMs));
      // `running` stays set: this page has placed its order; the popup leads away.
      setState({ phase: 'placed', summary, order: res.data });
    } catch (err) {
      if (!answerWasInconclusive(err)) attempts.finish();
      // rule:failures-shown: not only logged; the shopper sees why.
      toast.error(errorMessage(err));
      if (err instanceof ApiError && err.code !== undefined && orderProblemCodes.has(err.code)) {
        // Nothing was placed; the reason stays beside the summary after the toast has gone.
        setOrderProblem(err.message);
        void revalidate();
      }
      setState({ phase: 'idle' });
      running.current = false;
    }
  };

  return { state, orderProblem, place };
}

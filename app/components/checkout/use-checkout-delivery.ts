import { useEffect, useEffectEvent, useState } from 'react';
import { isIndianPin } from '../../../domain/shared/delivery-rules';
import type { DeliveryPromise } from '../../../domain/views/delivery';
import { checkDelivery, type DeliveryLine } from '../../lib/delivery-check';
import type { CheckoutSummary } from '../../lib/checkout-summary';

/** How long the ZIP Code must rest before it is asked about: typing a PIN is not six requests. */
export const pinCheckDelayMs = 350;

/**
 * The delivery promise for the checkout's ZIP Code (rule:delivery-promise, rule:cod-by-pin, rule:cod-by-zone), asked
 * once the page runs and the field holds a PIN: for a Buy Now item its product and quantity, else the signed-in
 * shopper's cart, asked again when the order's total changes. `onPlace` hears where the PIN is (to fill City and
 * State). The line returned is always about the PIN in the field, never an earlier one.
 */
export function useCheckoutDelivery(
  pincode: string,
  summary: CheckoutSummary | null | undefined,
  onPlace: (place: DeliveryPromise) => void,
): DeliveryLine | null {
  const [line, setLine] = useState<DeliveryLine | null>(null);
  const heard = useEffectEvent(onPlace);
  const pin = pincode.trim();
  const single = summary?.source === 'buy-now' && summary.items.length === 1 ? summary.items[0] : undefined;
  const query = !summary ? null : single ? `?productId=${single.productId}&quantity=${single.quantity}` : '';
  const total = summary?.total;

  useEffect(() => {
    if (query === null || !isIndianPin(pin)) return;
    let current = true;
    const timer = setTimeout(() => {
      void checkDelivery(pin, query).then((answer) => {
        if (!current) return;
        setLine(answer);
        if (answer.promise) heard(answer.promise);
      });
    }, pinCheckDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pin, query, total]);

  return line !== null && line.pin === pin ? line : null;
}

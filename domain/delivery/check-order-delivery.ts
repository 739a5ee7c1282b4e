import type { DbOrTx } from '../../db/client';
import { AppError } from '../errors';
import { unknownPinMessage, unserviceableMessage } from '../shared/delivery-rules';
import type { DeliveryZone } from '../shared/delivery-rules';
import type { PaymentMethod } from '../shared/order-rules';
import { decideDelivery } from './decide-delivery';
import { loadDeliveryFacts, type DeliveryFacts } from './load-delivery-facts';

/**
 * Placing an order, first half (rule:delivery-promise): the delivery facts of the address's PIN, read before any
 * stock is taken. A PIN India Post does not have, or one staff do not deliver to, is refused here.
 */
export async function loadOrderDelivery(db: DbOrTx, pincode: string): Promise<DeliveryFacts> {
  const facts = await loadDeliveryFacts(db, pincode);
  if (!facts.pin) throw new AppError('NOT_SERVICEABLE', unknownPinMessage(pincode), { pincode });
  if (facts.unserviceable) {
    throw new AppError('NOT_SERVICEABLE', `${unserviceableMessage(pincode)} Please choose another address.`, {
      pincode,
    });
  }
  return facts;
}

/**
 * Second half, once the order is priced: cash on delivery must be possible at this PIN for this total (staff turned
 * it off for the PIN or its zone, or the zone's cap: rule:cod-by-pin, rule:cod-by-zone); the shop-wide ceiling was
 * checked before (rule:cod-order-ceiling). Returns the promise the order keeps.
 */
export function promiseForOrder(
  facts: DeliveryFacts,
  totalPaise: number,
  paymentMethod: PaymentMethod,
): { promisedBy: string; deliveryZone: DeliveryZone } {
  const decision = decideDelivery(facts, { orderValuePaise: totalPaise, maxCodOrderRupees: Number.POSITIVE_INFINITY });
  // Only cash on delivery depends on these rules; an order paid before it ships would not (none exists yet).
  if (paymentMethod === 'COD' && !decision.cod.available) {
    throw new AppError('COD_NOT_AVAILABLE', `${decision.cod.reason}. Please use another address.`, {
      pincode: decision.pincode,
    });
  }
  return { promisedBy: decision.deliverBy!, deliveryZone: decision.zone };
}

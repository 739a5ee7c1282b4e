import { codOffForPinMessage, deliveryLine, unserviceableMessage } from '../shared/delivery-rules';
import { formatRupeesPaiseIfAny } from '../shared/money';
import { rupeesToPaise, toRupees } from '../shared/pricing';
import type { DeliveryPromise } from '../views/delivery';
import { deliveryZoneOf } from './delivery-zone-of';
import type { DeliveryFacts } from './load-delivery-facts';
import { promiseDays } from './promise-days';

export interface CodLimits {
  /** The order value cash on delivery is judged for, in paise; null when none is known (no product, no cart). */
  orderValuePaise: number | null;
  /** rule:cod-order-ceiling: the shop-wide ceiling, rupees. */
  maxCodOrderRupees: number;
}

/**
 * The promise for a PIN the directory knows (rule:delivery-promise, rule:cod-by-pin, rule:cod-by-zone): serviceable
 * unless staff listed the PIN; cash on delivery unless staff turned it off for the PIN or its zone, or the order is
 * over the zone's cap or the shop's ceiling; the days of the PIN's zone from the day the parcel leaves.
 */
export function decideDelivery(facts: DeliveryFacts, limits: CodLimits): DeliveryPromise {
  const pin = facts.pin!;
  const zone = deliveryZoneOf(pin, facts.warehouse, facts.sameCityKm);
  const rule = facts.zones[zone];
  const base = {
    pincode: pin.pincode,
    district: pin.district,
    state: pin.state,
    localities: pin.localities,
    zone,
    orderValue: limits.orderValuePaise === null ? null : toRupees(limits.orderValuePaise),
  };
  if (facts.unserviceable) {
    const reason = unserviceableMessage(pin.pincode);
    const answer = {
      ...base,
      serviceable: false,
      reason,
      cod: { available: false, reason },
      deliveryDays: null,
      dispatchDay: null,
      deliverFrom: null,
      deliverBy: null,
    };
    return { ...answer, summary: deliveryLine(answer) };
  }

  const value = limits.orderValuePaise;
  const zoneCap = rule.codMaxPaise;
  const ceilingPaise = rupeesToPaise(limits.maxCodOrderRupees);
  let codReason: string | null = null;
  if (facts.codOff || !rule.codAvailable) codReason = codOffForPinMessage(pin.pincode);
  else if (value !== null && zoneCap !== null && value > zoneCap && zoneCap < ceilingPaise)
    codReason = `Cash on Delivery is available for orders up to ${formatRupeesPaiseIfAny(toRupees(zoneCap))} at ${pin.pincode}`;
  else if (value !== null && value > ceilingPaise)
    codReason = `Cash on Delivery is available for orders up to ${formatRupeesPaiseIfAny(limits.maxCodOrderRupees)}`;

  const days = promiseDays({
    now: facts.now,
    cutoffHour: facts.cutoffHour,
    holidays: facts.holidays,
    minDays: rule.minDays,
    maxDays: rule.maxDays,
  });
  const answer = {
    ...base,
    serviceable: true,
    reason: null,
    cod: { available: codReason === null, reason: codReason },
    deliveryDays: { min: rule.minDays, max: rule.maxDays },
    ...days,
  };
  return { ...answer, summary: deliveryLine(answer) };
}

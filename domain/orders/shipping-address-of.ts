import type { Order as OrderRow } from '../../db/schema/index';
import type { ShippingAddress } from '../views/order-pieces';

/** The address an order ships to, as every view of an order shows it (the shopper's and the back office's). */
export function shippingAddressOf(
  order: Pick<OrderRow, 'fullName' | 'phone' | 'addressLine' | 'city' | 'pincode' | 'state'>,
): ShippingAddress {
  return {
    fullName: order.fullName,
    phone: order.phone,
    addressLine: order.addressLine,
    city: order.city,
    pincode: order.pincode,
    state: order.state,
  };
}

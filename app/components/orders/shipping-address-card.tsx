import type { Order } from '../../../domain/views/orders';
import { useT } from '../../i18n/shop-i18n';

/** Where the order goes (rule:shipping-address). */
export function ShippingAddressCard({ address }: { address: Order['shippingAddress'] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="shipping-address-heading"
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="order-address"
    >
      <h2 id="shipping-address-heading" className="text-lg font-bold text-gray-900">
        {t('orders.address.title')}
      </h2>
      <address className="mt-3 space-y-0.5 text-sm not-italic text-gray-800">
        <p className="font-semibold text-gray-900">{address.fullName}</p>
        <p>{address.addressLine}</p>
        <p>{`${address.city}, ${address.state} ${address.pincode}`}</p>
        <p>{t('orders.address.phone', { phone: address.phone })}</p>
      </address>
    </section>
  );
}

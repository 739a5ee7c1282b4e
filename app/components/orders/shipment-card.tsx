import { ExternalLink } from 'lucide-react';
import { formatDateTime } from '../../lib/format';
import { useLocale, useT } from '../../i18n/shop-i18n';
import type { Order } from '../../../domain/views/orders';

/**
 * The courier and tracking number once the order is handed over (rule:courier-tracking), with a link to the
 * courier's tracking page when the courier has one.
 */
export function ShipmentCard({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="shipment-heading"
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="order-shipment"
    >
      <h2 id="shipment-heading" className="text-lg font-bold text-gray-900">
        {t('orders.shipment.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-gray-800">
        <dt className="text-gray-700">{t('orders.shipment.courier')}</dt>
        <dd className="font-semibold text-gray-900" data-testid="shipment-courier">
          {shipment.courierName}
        </dd>
        <dt className="text-gray-700">{t('orders.shipment.trackingNumber')}</dt>
        <dd className="font-mono break-all text-gray-900" data-testid="shipment-tracking-number">
          {shipment.trackingNumber}
        </dd>
        {shipment.shippedAt ? (
          <>
            <dt className="text-gray-700">{t('orders.shipment.shipped')}</dt>
            <dd>
              <time dateTime={shipment.shippedAt}>{formatDateTime(shipment.shippedAt, locale)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t('orders.shipment.trackOn', { courier: shipment.courierName })}{' '}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{` ${t('orders.newTab')}`}</span>
        </a>
      ) : null}
    </section>
  );
}

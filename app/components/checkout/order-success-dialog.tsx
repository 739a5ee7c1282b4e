import { CheckCircle2, Mail, Truck, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { formatRupees } from '../../../domain/shared/money';
import { useT } from '../../i18n/shop-i18n';
import { formatDayIn } from '../../lib/format';
import { useModal } from '../ui/use-modal';
import type { PlacedOrder } from './use-place-order';

const primary =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const secondary =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border-2 border-indigo-600 bg-white px-5 py-2.5 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * rule:order-success-popup: order number, total amount (the server's), item count,
 * estimated delivery 2-5 business days, notes about the confirmation email and tracking. Below them, on a line of
 * its own, the day the delivery promise gave (rule:delivery-promise): "Arrives by Thu 4 Dec".
 * Continue Shopping, Track Your Order and the close button all go to /products, and
 * so does Escape. A modal dialog (useModal): the page behind does not scroll, focus starts on
 * Continue Shopping and stays inside; the backdrop does not close it.
 */
export function OrderSuccessDialog({
  order,
  email,
  onLeave,
}: {
  order: PlacedOrder;
  email: string;
  onLeave: () => void;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useModal(panel, onLeave);

  return (
    <div className="fixed inset-0 z-50 flex">
      <div className="absolute inset-0 bg-gray-900/60" aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="order-success"
        className="relative m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white text-gray-900 shadow-xl"
      >
        <div className="relative p-6 text-center">
          <button
            type="button"
            onClick={onLeave}
            aria-label={t('checkout.success.close')}
            className="absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
          <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-emerald-600" />
          <h2 id={titleId} className="mt-3 text-2xl font-bold">
            {t('checkout.success.title')}
          </h2>
          <p className="mt-1 text-gray-700">{t('checkout.success.thanks')}</p>

          <dl className="mt-5 space-y-2 rounded-xl bg-gray-50 p-4 text-left text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-gray-700">{t('checkout.success.orderNumber')}</dt>
              <dd className="font-semibold" data-testid="order-success-number">
                #{order.orderNumber}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-gray-700">{t('checkout.success.totalAmount')}</dt>
              <dd className="font-semibold" data-testid="order-success-total">
                {formatRupees(order.totalAmount, 2)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-gray-700">{t('checkout.success.items')}</dt>
              <dd className="font-semibold" data-testid="order-success-items">
                {order.itemCount}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-gray-700">{t('checkout.success.estimatedDelivery')}</dt>
              <dd className="font-semibold">{t('checkout.success.deliveryDays')}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-gray-700">{t('checkout.success.payment')}</dt>
              <dd className="font-semibold">{t('checkout.success.cashOnDelivery')}</dd>
            </div>
          </dl>
          {order.promisedBy ? (
            <p className="mt-3 text-sm font-semibold text-emerald-800" data-testid="order-success-promise">
              {t('checkout.success.arrivesBy', { day: formatDayIn(order.promisedBy, t) })}
            </p>
          ) : null}

          <ul className="mt-4 space-y-2 text-left text-sm text-gray-700">
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-700" />
              <span>
                {t('checkout.success.emailBefore')} <span className="font-medium text-gray-900">{email}</span>
                {t('checkout.success.emailAfter')}
              </span>
            </li>
            <li className="flex gap-2">
              <Truck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-700" />
              <span>{t('checkout.success.trackNote')}</span>
            </li>
          </ul>

          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <button type="button" onClick={onLeave} className={primary} data-autofocus>
              {t('checkout.success.continueShopping')}
            </button>
            <button type="button" onClick={onLeave} className={secondary}>
              {t('checkout.success.trackOrder')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

import { Headset, Mail, Truck, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { useRevalidator } from 'react-router';
import { api, ApiError, errorMessage } from '../../lib/api';
import { contactInfo } from '../../lib/contact-info';
import { useRootData } from '../../lib/root-data';
import { CancelOrderDialog } from './cancel-order-dialog';
import { supportChatUrl } from './support-chat-url';
import type { Order } from '../../../domain/views/orders';
import { cancelWindowHours } from '../../../domain/shared/order-rules';
import { useT } from '../../i18n/shop-i18n';

const buttonBase =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * rule:order-page: Track Package (the courier's tracking page once shipped, else the timeline below) and Contact Support; rule:cancel-window: Cancel Order while the
 * server says the order can still be cancelled. A cancel asks first, then POSTs
 * /api/orders/{id}/cancel, shows the server's message and reloads the page's data, so the
 * status reads Cancelled and the button goes. A refusal (it shipped meanwhile, the 24 hours
 * passed) shows the server's reason and reloads too, so the page tells the truth.
 */
export function OrderActions({
  order,
  onTrack,
  onCancelled,
}: {
  order: Order;
  onTrack: () => void;
  onCancelled: () => void;
}) {
  const t = useT();
  const { settings } = useRootData();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);

  async function cancelOrder() {
    setBusy(true);
    try {
      const res = await api(`orders/${encodeURIComponent(order._id)}/cancel`, { method: 'POST' });
      toast.success(res.message);
      setConfirming(false);
      await revalidator.revalidate();
      onCancelled();
    } catch (err) {
      toast.error(errorMessage(err));
      setConfirming(false);
      if (err instanceof ApiError && err.status === 409) await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  // Only while the package is on its way or just arrived: a returned order's link tells the shopper nothing new.
  const trackingLink =
    order.orderStatus === 'In Transit' || order.orderStatus === 'Delivered' ? order.shipment?.trackingUrl : null;
  const subject = encodeURIComponent(t('orders.actions.mailSubject', { number: String(order.orderNumber) }));
  return (
    <section
      aria-label={t('orders.actions.label')}
      className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
    >
      {trackingLink ? (
        // rule:courier-tracking: the courier's own tracking page, in a new tab.
        <a
          href={trackingLink}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonBase} bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-600`}
          data-testid="track-package"
        >
          <Truck aria-hidden="true" className="h-5 w-5" /> {t('orders.actions.trackPackage')}
          <span className="sr-only">
            {` ${t('orders.actions.onCourierWebsite', { courier: order.shipment?.courierName ?? '' })} ${t('orders.newTab')}`}
          </span>
        </a>
      ) : (
        <button
          type="button"
          onClick={onTrack}
          className={`${buttonBase} bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-600`}
          data-testid="track-package"
        >
          <Truck aria-hidden="true" className="h-5 w-5" /> {t('orders.actions.trackPackage')}
        </button>
      )}
      <a
        href={supportChatUrl(
          settings.chatNumber,
          t('orders.actions.chatGreeting', { number: String(order.orderNumber) }),
        )}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonBase} border border-indigo-600 text-indigo-700 hover:bg-indigo-50 focus-visible:outline-indigo-600`}
        data-testid="contact-support"
      >
        <Headset aria-hidden="true" className="h-5 w-5" /> {t('orders.actions.contactSupport')}
      </a>
      <p className="text-center text-xs text-gray-700">
        <Mail aria-hidden="true" className="mr-1 inline h-3.5 w-3.5" />
        {`${t('orders.actions.orWriteTo')} `}
        <a
          href={`mailto:${contactInfo.email}?subject=${subject}`}
          className="font-medium text-indigo-700 underline hover:text-indigo-900"
        >
          {contactInfo.email}
        </a>
      </p>
      {order.canCancel ? (
        <>
          <button
            ref={cancelButton}
            type="button"
            onClick={() => setConfirming(true)}
            className={`${buttonBase} mt-2 border border-red-300 text-red-800 hover:bg-red-50 focus-visible:outline-red-700`}
            data-testid="cancel-order"
          >
            <XCircle aria-hidden="true" className="h-5 w-5" /> {t('orders.actions.cancelOrder')}
          </button>
          <p className="text-center text-xs text-gray-700">
            {t('orders.actions.cancelWindow', { hours: cancelWindowHours })}
          </p>
        </>
      ) : null}
      {confirming ? (
        <CancelOrderDialog
          orderNumber={order.orderNumber}
          busy={busy}
          onConfirm={() => void cancelOrder()}
          onClose={() => setConfirming(false)}
          returnFocus={cancelButton}
        />
      ) : null}
    </section>
  );
}

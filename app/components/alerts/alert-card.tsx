import { CircleX } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../i18n/link';
import { useT, type Translate } from '../../i18n/shop-i18n';
import { formatRupees } from '../../../domain/shared/money';
import type { AccountAlert } from '../../../domain/views/alerts';
import { api, errorMessage } from '../../lib/api';
import { productThumbnail } from '../../lib/images';
import { toast } from '../../lib/toast';

/** What the alert waits for, in the shopper's words and language. */
export function alertWaitsFor(alert: Pick<AccountAlert, 'kind' | 'baselinePrice'>, t: Translate): string {
  if (alert.kind === 'back_in_stock') return t('alerts.item.backInStock');
  return alert.baselinePrice === null
    ? t('alerts.item.priceDrop')
    : t('alerts.item.priceDropBelow', { price: formatRupees(alert.baselinePrice, 2) });
}

/**
 * One alert of /alerts: the product's picture and title, what the alert waits for, and Stop (DELETE /api/alerts/{id}),
 * which shows the server's message and reloads the list.
 */
export function AlertCard({ alert }: { alert: AccountAlert }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const image = productThumbnail(alert.product.images[0]);
  const title = alert.product.title;

  const stop = async () => {
    setBusy(true);
    try {
      const res = await api(`alerts/${encodeURIComponent(alert._id)}`, { method: 'DELETE' });
      toast.success(res.message);
    } catch (err) {
      // rule:failures-shown
      toast.error(errorMessage(err));
    }
    await revalidate();
    setBusy(false);
  };

  return (
    <li
      className={`flex gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm ${busy ? 'opacity-70' : ''}`}
      data-testid="alert-item"
      aria-busy={busy || undefined}
    >
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-gray-100">
        {image.src ? (
          <img {...image} alt={title} width={80} height={80} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={`/product/${alert.product._id}`}
          className="line-clamp-2 font-medium text-gray-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {title}
        </Link>
        <p className="mt-1 text-sm font-medium text-indigo-800" data-testid="alert-waits-for">
          {alertWaitsFor(alert, t)}
        </p>
        <p className="mt-0.5 text-xs text-gray-600">
          {alert.source === 'saved' ? t('alerts.item.fromSaved') : t('alerts.item.asked')}
        </p>
        <button
          type="button"
          onClick={() => void stop()}
          disabled={busy}
          aria-label={t('alerts.item.stopLabel', { title })}
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait"
        >
          <CircleX aria-hidden="true" className="h-4 w-4" />
          {busy ? t('alerts.item.stopping') : t('alerts.item.stop')}
        </button>
      </div>
    </li>
  );
}

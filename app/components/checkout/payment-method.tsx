import { Banknote, CreditCard } from 'lucide-react';
import { useT } from '../../i18n/shop-i18n';

/**
 * rule:cash-on-delivery: the payment choice. Online is shown but not available yet (the server
 * refuses it too); Cash on Delivery is the default and only choice.
 */
export function PaymentMethod() {
  const t = useT();
  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-gray-900">{t('checkout.paymentMethod')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <label className="flex min-h-11 cursor-not-allowed items-center gap-3 rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-gray-600">
          <input type="radio" name="paymentMethod" value="Online" disabled className="h-4 w-4" />
          <CreditCard aria-hidden="true" className="h-5 w-5" />
          <span>
            {t('checkout.onlinePayment')} <span className="block text-xs">{t('checkout.comingSoon')}</span>
          </span>
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-indigo-600 bg-indigo-50 px-4 py-3 text-gray-900">
          <input type="radio" name="paymentMethod" value="COD" defaultChecked className="h-4 w-4 accent-indigo-600" />
          <Banknote aria-hidden="true" className="h-5 w-5 text-indigo-700" />
          <span className="font-medium">{t('checkout.cashOnDelivery')}</span>
        </label>
      </div>
    </fieldset>
  );
}

import { ShoppingBag } from 'lucide-react';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';

/** Nothing to check out: an empty cart and no Buy Now item. */
export function CheckoutEmpty() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center" data-testid="checkout-empty">
      <ShoppingBag aria-hidden="true" className="h-16 w-16 text-indigo-200" />
      <h2 className="mt-4 text-xl font-bold text-gray-900">{t('checkout.empty.title')}</h2>
      <p className="mt-2 text-gray-700">{t('checkout.empty.text')}</p>
      <Link
        to="/products"
        className="mt-6 rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t('checkout.empty.browse')}
      </Link>
    </div>
  );
}

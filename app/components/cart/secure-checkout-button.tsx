import { Lock } from 'lucide-react';
import { Link } from '../../i18n/link';
import { localizePath } from '../../i18n/locales';
import { useLocale, useT } from '../../i18n/shop-i18n';
import { loginUrl } from '../../lib/api';

/**
 * rule:secure-checkout: Secure Checkout, then 'Processing...' until /checkout shows. It stays
 * enabled when a line exceeds stock (rule:no-overselling: the server refuses such an order at
 * placement, and the checkout page says why); the line's warning is already on screen.
 */
export function SecureCheckoutButton({ processing, onClick }: { processing: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      // aria-disabled keeps focus on the button while it works (a disabled button drops it).
      onClick={() => !processing && onClick()}
      aria-disabled={processing}
      data-testid="secure-checkout"
      className={`mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
        processing ? 'cursor-wait bg-indigo-700' : 'bg-indigo-600 hover:bg-indigo-700'
      }`}
    >
      <Lock aria-hidden="true" className="h-5 w-5" />
      {processing ? t('cart.processing') : t('cart.secureCheckout')}
    </button>
  );
}

/**
 * A guest's way to checkout (ADR 0054): placing an order needs an account, so the drawer offers sign-in, which brings
 * the shopper to /checkout with this cart merged into the account's.
 */
export function SignInToOrderLink({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  // Back to the checkout in the page's language after signing in (the login page itself gets its /hi from Link).
  const checkout = localizePath('/checkout', useLocale());
  return (
    <>
      <Link
        to={loginUrl(checkout)}
        onClick={onNavigate}
        data-testid="sign-in-to-order"
        className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Lock aria-hidden="true" className="h-5 w-5" />
        {t('cart.signInToOrder')}
      </Link>
      <p className="mt-2 text-center text-xs text-gray-600">{t('cart.signInKeepsCart')}</p>
    </>
  );
}

import { ShoppingBag } from 'lucide-react';
import { Link } from '../../i18n/link';
import { useT } from '../../i18n/shop-i18n';
import { useLoginLink } from '../header/use-login-link';

const primary =
  'rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const secondary =
  'rounded-lg border border-indigo-600 px-5 py-2.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The drawer with nothing in it: everyone is sent browsing; a guest may also sign in to see the account's cart. */
export function CartEmpty({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  const t = useT();
  const loginLink = useLoginLink();
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 text-center" data-testid="cart-empty">
      <ShoppingBag aria-hidden="true" className="h-16 w-16 text-indigo-200" />
      <p className="mt-4 text-lg font-semibold text-gray-900">{t('cart.empty.title')}</p>
      <p className="mt-1 text-sm text-gray-600">{signedIn ? t('cart.empty.signedIn') : t('cart.empty.guest')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {signedIn ? null : (
          <Link to={loginLink} onClick={onNavigate} className={primary}>
            {t('cart.empty.login')}
          </Link>
        )}
        <Link to="/products" onClick={onNavigate} className={signedIn ? primary : secondary}>
          {t('cart.empty.browse')}
        </Link>
      </div>
    </div>
  );
}

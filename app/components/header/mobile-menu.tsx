import { Heart, House, LogIn, LogOut, Mail, Package, Settings, ShoppingCart, UserRound, X } from 'lucide-react';
import { useId, useRef, type RefObject } from 'react';
import { Link } from '../../i18n/link';
import { logout } from './logout';
import { useLoginLink } from './use-login-link';
import { LanguageSwitch } from './language-switch';
import { useT } from '../../i18n/shop-i18n';
import { useModal } from '../ui/use-modal';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-gray-800 hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * rule:mobile-menu: on small screens a button toggles a side menu with the destinations
 * / (Home), /profile, /orders, /wishlist (Saved for later), /alerts (Alerts), /login and the cart; it shows Logout when signed in, otherwise
 * Login/SignUp; Settings goes to /. Mounted only while open; Escape, the close button and the
 * backdrop close it.
 */
export function MobileMenu({
  signedIn,
  onClose,
  onOpenCart,
  returnFocus,
}: {
  signedIn: boolean;
  onClose: () => void;
  onOpenCart: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const loginLink = useLoginLink();
  useModal(panel, onClose, { returnFocus });

  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <div
        className="absolute inset-0 bg-gray-900/50"
        aria-hidden="true"
        onClick={onClose}
        data-testid="mobile-menu-backdrop"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="mobile-menu"
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
      >
        <div className="flex h-16 items-center justify-between border-b border-gray-200 px-4">
          <h2 id={titleId} className="text-lg font-bold text-gray-900">
            {t('shell.menu.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('shell.menu.close')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label={t('shell.menu.label')} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            <li>
              <Link to="/" className={itemClass} onClick={onClose}>
                <House aria-hidden="true" className="h-5 w-5" /> {t('shell.home')}
              </Link>
            </li>
            <li>
              <Link to="/profile" className={itemClass} onClick={onClose}>
                <UserRound aria-hidden="true" className="h-5 w-5" /> {t('shell.profile')}
              </Link>
            </li>
            <li>
              <Link to="/orders" className={itemClass} onClick={onClose}>
                <Package aria-hidden="true" className="h-5 w-5" /> {t('shell.orders')}
              </Link>
            </li>
            <li>
              <Link to="/wishlist" className={itemClass} onClick={onClose}>
                <Heart aria-hidden="true" className="h-5 w-5" /> {t('shell.savedForLater')}
              </Link>
            </li>
            <li>
              <Link to="/alerts" className={itemClass} onClick={onClose}>
                <Mail aria-hidden="true" className="h-5 w-5" /> {t('shell.alerts')}
              </Link>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={onOpenCart}>
                <ShoppingCart aria-hidden="true" className="h-5 w-5" /> {t('shell.cart')}
              </button>
            </li>
            <li>
              <Link to="/" className={itemClass} onClick={onClose}>
                <Settings aria-hidden="true" className="h-5 w-5" /> {t('shell.settings')}
              </Link>
            </li>
            <li>
              <LanguageSwitch className={itemClass} onChoose={onClose} />
            </li>
            <li>
              {signedIn ? (
                <button type="button" className={itemClass} onClick={() => void logout()}>
                  <LogOut aria-hidden="true" className="h-5 w-5" /> {t('shell.logout')}
                </button>
              ) : (
                <Link to={loginLink} className={itemClass} onClick={onClose}>
                  <LogIn aria-hidden="true" className="h-5 w-5" /> {t('shell.loginSignUp')}
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

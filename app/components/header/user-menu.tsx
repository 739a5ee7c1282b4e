import { Heart, LogIn, LogOut, Mail, Package, User, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../i18n/link';
import { logout } from './logout';
import { useLoginLink } from './use-login-link';
import { useT } from '../../i18n/shop-i18n';

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-gray-800 hover:bg-indigo-50 hover:text-indigo-700 focus-visible:bg-indigo-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600';

/**
 * rule:user-menu: the user icon opens a dropdown. A signed-in shopper sees Profile
 * (/profile), Orders (/orders), Saved for later (/wishlist), Alerts (/alerts) and Logout; a guest sees only Login (/login). Staff also see Admin (/admin,
 * rule:staff-only; the server guards it whatever the menu shows). A disclosure (button + list of links),
 * closed by Escape, a click outside, or going somewhere.
 */
export function UserMenu({ user }: { user: { fullName: string; email: string; role?: string } | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const loginLink = useLoginLink();

  // Going to another page closes the dropdown (adjusted during render, not in an effect).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        data-testid="user-menu-button"
        aria-label={t('shell.accountMenu')}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <User aria-hidden="true" className="h-6 w-6" />
      </button>
      {open ? (
        <div
          id={menuId}
          data-testid="user-menu"
          className="absolute right-0 top-full z-50 mt-2 w-56 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
        >
          {user ? (
            <p className="border-b border-gray-100 px-4 py-2.5 text-sm">
              <span className="block truncate font-semibold text-gray-900">{user.fullName}</span>
              <span className="block truncate text-gray-600">{user.email}</span>
            </p>
          ) : null}
          <ul>
            {user ? (
              <>
                <li>
                  <Link to="/profile" className={itemClass} onClick={close}>
                    <UserRound aria-hidden="true" className="h-4 w-4" /> {t('shell.profile')}
                  </Link>
                </li>
                <li>
                  <Link to="/orders" className={itemClass} onClick={close}>
                    <Package aria-hidden="true" className="h-4 w-4" /> {t('shell.orders')}
                  </Link>
                </li>
                <li>
                  <Link to="/wishlist" className={itemClass} onClick={close}>
                    <Heart aria-hidden="true" className="h-4 w-4" /> {t('shell.savedForLater')}
                  </Link>
                </li>
                <li>
                  <Link to="/alerts" className={itemClass} onClick={close}>
                    <Mail aria-hidden="true" className="h-4 w-4" /> {t('shell.alerts')}
                  </Link>
                </li>
                {user.role === 'admin' ? (
                  <li>
                    <Link to="/admin" className={itemClass} onClick={close} data-testid="user-menu-admin">
                      {/* A blank the width of an icon keeps the label in line: an icon of its own would be the
                          only one every shopper downloads for a link only staff see. */}
                      <span aria-hidden="true" className="h-4 w-4" /> {t('shell.admin')}
                    </Link>
                  </li>
                ) : null}
                <li>
                  <button type="button" className={itemClass} onClick={() => void logout()}>
                    <LogOut aria-hidden="true" className="h-4 w-4" /> {t('shell.logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link to={loginLink} className={itemClass} onClick={close}>
                  <LogIn aria-hidden="true" className="h-4 w-4" /> {t('shell.login')}
                </Link>
              </li>
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

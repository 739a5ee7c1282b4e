import { Menu, Search, X } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CartButton } from '../header/cart-button';
import { Logo } from '../header/logo';
import { SearchBox } from '../header/search-box';
import { UserMenu } from '../header/user-menu';
import { LanguageSwitch } from '../header/language-switch';
import { useT } from '../../i18n/shop-i18n';
import { useRootData } from '../../lib/root-data';
import { CartDrawer, MobileMenu, usePanelsFetchedWhenIdle } from './header-panels';

const iconButton =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * rule:site-header: fixed at the top, 64 px high; logo (120 px) to /; product search; cart button
 * with its item-count badge; user menu. Below md the search box becomes a search icon that
 * toggles a field under the bar, and a menu button toggles the side menu. Everything starts
 * closed, so the server and the browser render the same header.
 */
export function SiteHeader() {
  const t = useT();
  const { user, cart } = useRootData();
  const [cartOpen, setCartOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const cartButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const mobileSearchId = useId();
  usePanelsFetchedWhenIdle();
  const { pathname } = useLocation();

  // Going to another page closes the side menu (adjusted during render, not in an effect).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setMenuOpen(false);
  }

  const count = cart?.count ?? 0;

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-gray-200 bg-white" data-testid="site-header">
        <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-4">
          <button
            ref={menuButton}
            type="button"
            data-testid="mobile-menu-button"
            aria-label={t('shell.menu.open')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((v) => !v)}
            className={`${iconButton} md:hidden`}
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
          <Logo />
          <div className="mx-4 hidden max-w-xl flex-1 md:block lg:mx-8">
            <SearchBox variant="desktop" />
          </div>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <button
              type="button"
              aria-label={searchOpen ? t('shell.search.close') : t('shell.search.open')}
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? mobileSearchId : undefined}
              onClick={() => setSearchOpen((v) => !v)}
              className={`${iconButton} md:hidden`}
              data-testid="mobile-search-toggle"
            >
              {searchOpen ? (
                <X aria-hidden="true" className="h-6 w-6" />
              ) : (
                <Search aria-hidden="true" className="h-6 w-6" />
              )}
            </button>
            <LanguageSwitch className="hidden rounded-full px-2 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:inline-flex" />
            <CartButton ref={cartButton} count={count} open={cartOpen} onOpen={() => setCartOpen(true)} />
            <UserMenu user={user ? { fullName: user.fullName, email: user.email, role: user.role } : null} />
          </div>
        </div>
        {searchOpen ? (
          <div
            id={mobileSearchId}
            className="flex h-14 items-center border-b border-gray-200 bg-white px-3 shadow-sm md:hidden"
          >
            <SearchBox variant="mobile" autoFocus />
          </div>
        ) : null}
      </header>
      {/* The field sits under the fixed bar; this spacer moves the page down instead of covering it. */}
      {searchOpen ? <div aria-hidden="true" className="h-14 md:hidden" /> : null}
      {/* A panel whose code is still on its way shows when it arrives (header-panels.tsx fetches it early). */}
      <Suspense fallback={null}>
        {menuOpen ? (
          <MobileMenu
            signedIn={user !== null}
            onClose={() => setMenuOpen(false)}
            onOpenCart={() => {
              setMenuOpen(false);
              setCartOpen(true);
            }}
            returnFocus={menuButton}
          />
        ) : null}
        {cartOpen ? <CartDrawer onClose={() => setCartOpen(false)} returnFocus={cartButton} /> : null}
      </Suspense>
    </>
  );
}

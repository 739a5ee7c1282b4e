import { LogOut, Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { logout } from '../header/logout';
import { AdminNav } from './admin-nav';

const headerButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60';

/**
 * The back office's own frame (rule:back-office-frame), in place of the shop's (app/lib/page-frame.ts): a bar with
 * the way back to the dashboard, who is signed in, View shop and Sign out, the sections' navigation under it, then
 * the page. No shopper search, cart or chat: staff run the shop from here and visit it through View shop. Sign out
 * is the shop's own (rule:logout), so it ends where signing out always does. `staffName` is null when the layout's
 * own data failed to load (its error page still has a way out).
 */
export function AdminShell({ staffName, children }: { staffName: string | null; children: ReactNode }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="bg-gray-900 text-white" data-testid="admin-header">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
          <Link
            to="/admin"
            className="rounded-md py-2 text-base font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Back office
          </Link>
          {staffName ? (
            // Below sm on a line of its own under the bar's buttons, so a long name never widens a phone's page.
            <p className="order-last min-w-0 basis-full truncate pb-1 text-sm text-gray-300 sm:order-none sm:basis-auto sm:pb-0">
              Signed in as <span className="font-semibold text-white">{staffName}</span>
            </p>
          ) : null}
          <div className="ml-auto flex items-center gap-1">
            <Link to="/" className={headerButton}>
              <Store aria-hidden="true" className="h-4 w-4" /> View shop
            </Link>
            {staffName ? (
              <button
                type="button"
                disabled={signingOut}
                onClick={() => {
                  setSigningOut(true);
                  // A refused sign-out leaves the staff member signed in, told why (logout shows it).
                  void logout().finally(() => setSigningOut(false));
                }}
                className={headerButton}
              >
                <LogOut aria-hidden="true" className="h-4 w-4" /> Sign out
              </button>
            ) : null}
          </div>
        </div>
      </header>
      <AdminNav />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

import { toast } from '../../lib/toast';
import { api, errorMessage } from '../../lib/api';
import { forgetShopperPages } from '../../lib/service-worker';

/**
 * rule:logout: Logout removes the session, reloads and sends the shopper to /login, and
 * the token is revoked on the server (POST /api/auth/logout, which also clears the HttpOnly
 * cookie); a full page load then drops every piece of signed-in state, and the pages and cart kept for offline
 * use are forgotten first (ADR 0040).
 */
export async function logout() {
  // What the service worker kept of this shopper's pages, and their last cart, go first, even if the server cannot be
  // reached: the shopper asked to leave this browser, and nothing of theirs should stay in it for offline use.
  await forgetShopperPages();
  try {
    await api('auth/logout', { method: 'POST' });
  } catch (err) {
    // rule:failures-shown: a failure is shown, and the shopper stays signed in rather than believing otherwise.
    toast.error(errorMessage(err));
    return;
  }
  // Signed out, this tab keeps nothing of the account either: a checkout draft with its address, a merge notice.
  try {
    sessionStorage.clear();
  } catch {
    // Storage off: nothing was kept in it.
  }
  window.location.assign('/login');
}

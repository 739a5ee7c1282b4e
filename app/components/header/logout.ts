import toast from 'react-hot-toast';
import { api, errorMessage } from '../../lib/api';

/**
 * spec §2: Logout removes the session, reloads and sends the shopper to /login. decision 13:
 * the token is revoked on the server (POST /api/auth/logout, which also clears the HttpOnly
 * cookie); a full page load then drops every piece of signed-in state.
 */
export async function logout() {
  try {
    await api('auth/logout', { method: 'POST' });
  } catch (err) {
    // decision 11: a failure is shown, and the shopper stays signed in rather than believing otherwise.
    toast.error(errorMessage(err));
    return;
  }
  window.location.assign('/login');
}

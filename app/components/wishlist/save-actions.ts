/**
 * What a heart does when tapped (components/wishlist/save-button.tsx), loaded at the first tap rather than with the
 * page: the hearts are on every product card, and the pages that show them are at the first-load cap (bench/first-load.ts).
 */
import type { SavedProductRef } from '../../../domain/views/wishlist';
import { api, errorMessage, loginUrl } from '../../lib/api';
import { keepPendingSave, takePendingSave } from '../../lib/pending-save';
import { toast } from '../../lib/toast';

/**
 * Saves the product, or takes every saved row of it out again (`refs`), and says the server's message. A guest's tap is
 * kept (lib/pending-save.ts) and the guest sent to sign in: the page they come back to saves it.
 */
export async function toggleSaved(
  productId: string,
  refs: SavedProductRef[],
  signedIn: boolean,
  navigate: (to: string) => unknown,
  returnTo: string,
): Promise<void> {
  if (!signedIn) {
    keepPendingSave(productId);
    await navigate(loginUrl(returnTo));
    return;
  }
  try {
    let message = '';
    if (refs.length === 0) {
      message = (await api('wishlist/add', { method: 'POST', body: { productId } })).message;
    } else {
      for (const ref of refs) {
        message = (await api(`wishlist/remove/${encodeURIComponent(ref.savedItemId)}`, { method: 'DELETE' })).message;
      }
    }
    toast.success(message);
  } catch (err) {
    // rule:failures-shown: the shopper sees why.
    toast.error(errorMessage(err));
  }
}

/** Saves the product a guest tapped before signing in, once (the first heart of the page to ask takes it). */
export async function savePending(): Promise<boolean> {
  const productId = takePendingSave();
  if (!productId) return false;
  try {
    toast.success((await api('wishlist/add', { method: 'POST', body: { productId } })).message);
  } catch (err) {
    toast.error(errorMessage(err));
  }
  return true;
}

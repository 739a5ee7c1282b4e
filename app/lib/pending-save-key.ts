/**
 * Where a guest's tap on a heart waits for them to sign in (sessionStorage; lib/pending-save.ts). Its own module: the
 * hearts look for it with the page, and load the code that saves only when it is there.
 */
export const pendingSaveKey = 'shop.pendingSave';

/** Whether a guest's tap is waiting (storage blocked: none). */
export function hasPendingSave(): boolean {
  try {
    return sessionStorage.getItem(pendingSaveKey) !== null;
  } catch {
    return false;
  }
}

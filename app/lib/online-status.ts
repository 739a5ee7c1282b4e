import { useSyncExternalStore } from 'react';

/** The offline banner's words (issue 15): what still works while offline. */
export const offlineBannerText =
  'You are offline. Pages you opened before still work, and your cart is as you last saw it.';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network (issue 15). `navigator.onLine` false means surely offline; true may still be a
 * network that answers nothing, which failed requests show. The server renders online.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

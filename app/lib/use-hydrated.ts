import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from the render after (and at once in a part
 * first drawn in the browser): for what only the browser may draw without the hydrated markup differing from the
 * server's. React renders again with the browser's answer once hydration has committed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

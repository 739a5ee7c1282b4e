import { type RefObject, useLayoutEffect } from 'react';

/**
 * Focuses the element when it appears, as React's `autoFocus` does. Preact (ADR 0041) only writes the `autofocus`
 * attribute, which a browser honours while the page loads, not for an element added later, like a field that opens
 * on a tap.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled = true) {
  useLayoutEffect(() => {
    if (enabled) ref.current?.focus();
  }, [ref, enabled]);
}

import { useEffect, useEffectEvent, type RefObject } from 'react';
import { useScrollLock } from './use-scroll-lock';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalOptions {
  /** Where focus goes when the modal ends; else (or when that is gone or hidden) whatever had it before. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** False while the panel is on screen but not a modal (the filter panel inline at lg). Default true. */
  active?: boolean;
}

/**
 * The one modal behaviour of the storefront (rule:accessible-dialogs), for every dialog and drawer (cart panel, side menu,
 * filter drawer, review, cancel order, edit profile, order success). The panel carries
 * role="dialog" (or "alertdialog") and aria-modal="true"; while `active`:
 * - the page behind does not scroll (the shared, counted scroll lock);
 * - focus moves into the panel: its `[data-autofocus]` element, else its first focusable one;
 * - Tab and Shift+Tab stay inside it;
 * - Escape calls `onClose` (the caller decides, e.g. not while a request is on its way);
 * - when it ends (unmounted or no longer active), focus goes back to `returnFocus`, else to
 *   whatever had it before.
 * Backdrops and close buttons are the caller's, so React's state says whether it is open.
 */
export function useModal(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  { returnFocus, active = true }: ModalOptions = {},
) {
  const close = useEffectEvent(onClose);
  useScrollLock(active);
  useEffect(() => {
    if (!active) return;
    const node = panel.current;
    if (!node) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const opener = returnFocus?.current ?? null;
    const first =
      node.querySelector<HTMLElement>('[data-autofocus]') ?? node.querySelector<HTMLElement>(focusable) ?? node;
    first.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(focusable)).filter((el) => el.offsetParent !== null);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === head || !node.contains(document.activeElement))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || !node.contains(document.activeElement))) {
        event.preventDefault();
        head.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const target = opener ?? before;
      // The opener may be hidden at this width (the cart entry of the side menu); then focus stays put.
      if (target && target.isConnected && target.offsetParent !== null) target.focus();
      else if (before && before.isConnected && before.offsetParent !== null) before.focus();
    };
  }, [panel, returnFocus, active]);
}

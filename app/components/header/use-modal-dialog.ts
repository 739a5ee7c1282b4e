import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal behaviour for a panel that is mounted while open (cart panel, side menu): focus moves
 * into it, Tab stays inside, Escape closes it, and on close focus goes back to `returnFocus`
 * (or to whatever had it before). rule:accessible-dialogs: dialogs with role="dialog" aria-modal and Escape to close.
 */
export function useModalDialog(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const opener = returnFocus?.current ?? null;
    const first = node.querySelector<HTMLElement>('[data-autofocus]') ?? node.querySelector<HTMLElement>(focusable) ?? node;
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
  }, [panel, returnFocus]);
}

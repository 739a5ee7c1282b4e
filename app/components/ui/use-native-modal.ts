import { useEffect, type RefObject } from 'react';
import { useScrollLock } from '../header/use-scroll-lock';

/**
 * Opens a native <dialog> as a modal for as long as the component is mounted: the page behind
 * is inert and does not scroll (the shared, counted scroll lock), focus moves to
 * `initialFocus` (else the browser's choice), and on unmount the dialog closes and, with
 * `restoreFocus`, focus returns to whatever opened it. Escape and close buttons are the
 * caller's (onCancel), so React's state and the DOM agree.
 */
export function useNativeModal(
  dialog: RefObject<HTMLDialogElement | null>,
  { initialFocus, restoreFocus = false }: { initialFocus?: RefObject<HTMLElement | null>; restoreFocus?: boolean } = {},
) {
  useScrollLock();
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!node.open) node.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (node.open) node.close();
      if (restoreFocus) opener?.focus();
    };
  }, [dialog, initialFocus, restoreFocus]);
}

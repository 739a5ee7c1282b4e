import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for a block of plain links (a footer of fifteen): a plain left click on a link to a page of this
 * shop moves within the app, as React Router's `<Link>` would, without a `<Link>` per link to hydrate (each is a
 * handful of hooks; the footer's fifteen took 50-70 ms of a phone's main thread at 4x slowdown, ADR 0043). Any other
 * click (a modifier key, the middle button, a download, another site, a new tab) is left to the browser.
 */
export function useLinksInApp(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${link.pathname}${link.search}${link.hash}`);
    },
    [navigate],
  );
}

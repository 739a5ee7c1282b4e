import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

type Click = Pick<
  globalThis.MouseEvent,
  'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'target'
>;

/**
 * A link to this very page: a jump to one of its sections (`#reviews`) or a reload (`href=""`, the error page's
 * Retry). The browser does both as meant; the router would fetch the page's data again, or not reload at all.
 */
function isThisPage(link: HTMLAnchorElement): boolean {
  const here = window.location;
  if (link.pathname !== here.pathname || link.search !== here.search) return false;
  return link.hash !== '' || link.getAttribute('href') === '';
}

/**
 * Where a click on a plain link should move within the app, or null when the click is the browser's: one already
 * handled (a `<Link>` prevents the default), a modifier key, another button, a download, a new tab, another site, the
 * API (an export served as a file), or a link to this very page (`isThisPage`).
 */
function pathInApp(event: Click): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin || link.pathname.startsWith('/api/')) return null;
  if (isThisPage(link)) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * Follows a plain click on a link within the app, as React Router's `<Link>` would; leaves any other click (see
 * `pathInApp`) to the browser.
 */
export function followInApp(event: Click & Pick<Event, 'preventDefault'>, navigate: (to: string) => unknown): void {
  const to = pathInApp(event);
  if (to === null) return;
  event.preventDefault();
  void navigate(to);
}

/**
 * One click handler for a block of plain links (a footer of fifteen): a plain left click on a link to a page of this
 * shop moves within the app, as React Router's `<Link>` would, without a `<Link>` per link to hydrate (each is a
 * handful of hooks; the footer's fifteen took 50-70 ms of a phone's main thread at 4x slowdown, ADR 0043). Any other
 * click (a modifier key, the middle button, a download, another site, a new tab) is left to the browser.
 */
export function useLinksInApp(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback((event: MouseEvent<HTMLElement>) => followInApp(event, navigate), [navigate]);
}
